// Text cut over a limit with a 'Show more' / 'Show less' toggle (spec 9 truncation of names and descriptions).
import { useId, useState } from 'react';
import type { ElementType } from 'react';
import { truncateText } from '../product-rules';

export interface ExpandableTextProps {
  text: string;
  max: number;
  as?: ElementType;
  className?: string;
  /** names the toggle for assistive technology, e.g. 'product name' */
  what: string;
}

export function ExpandableText({ text, max, as: Tag = 'p', className, what }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const cut = truncateText(text, max);
  return (
    <>
      <Tag id={id} className={className}>
        {expanded || !cut.truncated ? text : cut.text}
      </Tag>
      {cut.truncated ? (
        <button
          type="button"
          className="product-detail__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`${expanded ? 'Show less' : 'Show more'} of the ${what}`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}
