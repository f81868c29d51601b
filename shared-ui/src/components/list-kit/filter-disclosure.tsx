// A list page's filters behind one toggle (issue 38: a child company's facet boxes filled the first screen at
// 1280×900 and hid every row): closed at first, the button says how many values are chosen, so the list's rows are
// in view and a chosen filter is never out of mind.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';
import './list-kit.css';

export interface FilterDisclosureProps {
  /** how many filter values are chosen now */
  chosen: number;
  children: ReactNode;
  /** the toggle's words; default "Filters" */
  label?: string;
}

export function FilterDisclosure({ chosen, children, label = 'Filters' }: FilterDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="pui-filter-disclosure">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {chosen > 0 ? `${label} (${chosen} chosen)` : label}
      </Button>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
