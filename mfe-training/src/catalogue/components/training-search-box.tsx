// The training search box (spec 2): placeholder 'Search By Keyword', and while typing a debounced list
// 'SEARCH SUGGESTIONS' of course titles from the course index. Submitting (or picking a suggestion) searches: the
// page says what a search does (the search page merges searchTerm with its other parameters). The kit's search form.
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { SearchForm, useDebouncedValue } from '@portal/shared-ui/list-kit';
import { fetchCourseSuggestions } from '../api/course-api';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH } from '../course-rules';
import { useTrainingCaller } from '../hooks/use-training-caller';
import '../training.css';

export interface TrainingSearchBoxProps {
  /** what the box holds (the search page's draft) */
  term: string;
  onTermChange(term: string): void;
  onSearch(term: string): void;
}

export function TrainingSearchBox({ term, onTermChange: setTerm, onSearch }: TrainingSearchBoxProps) {
  // the titles answered for a term: shown only while the box still holds that term
  const [answer, setAnswer] = useState<{ term: string; titles: string[] }>({ term: '', titles: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { caller, ready } = useTrainingCaller();
  const listId = useId();

  // the titles are asked for once typing settles (the portal's one debounce)
  const settled = useDebouncedValue(term.trim(), SUGGESTION_DEBOUNCE_MS);
  useEffect(() => {
    if (!ready || settled.length < SUGGESTION_MIN_LENGTH) return;
    const controller = new AbortController();
    fetchCourseSuggestions(caller, settled, controller.signal)
      .then((titles) => {
        setAnswer({ term: settled, titles });
        setActive(-1);
      })
      .catch(() => undefined); // no suggestions; submitting still searches
    return () => controller.abort();
  }, [settled, caller, ready]);

  const search = (value: string) => {
    setOpen(false);
    onSearch(value.trim());
  };

  const q = term.trim();
  const suggestions = answer.term === q && q.length >= SUGGESTION_MIN_LENGTH ? answer.titles : [];
  const showList = open && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const title = suggestions[active] ?? term;
      setTerm(title);
      search(title);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <SearchForm className="training-search" label="Search courses" onSearch={() => search(term)}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Search courses
      </label>
      <input
        id={`${listId}-input`}
        className="training-search__input"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-option-${active}` : undefined}
        placeholder="Search By Keyword"
        value={term}
        autoComplete="off"
        maxLength={200}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="training-search__suggestions" hidden={!showList}>
        <p className="training-search__suggestions-title" id={`${listId}-title`}>
          SEARCH SUGGESTIONS
        </p>
        <ul id={`${listId}-list`} role="listbox" aria-labelledby={`${listId}-title`}>
          {suggestions.map((title, index) => (
            <li
              key={title}
              id={`${listId}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'is-active' : undefined}
              // mousedown: before the input's blur closes the list
              onMouseDown={(e) => {
                e.preventDefault();
                setTerm(title);
                search(title);
              }}
            >
              {title}
            </li>
          ))}
        </ul>
      </div>
    </SearchForm>
  );
}
