// The training search box (spec 2): placeholder 'Search By Keyword', and while typing a debounced list
// 'SEARCH SUGGESTIONS' of course titles from the course index. Submitting (or picking a suggestion) searches,
// merging searchTerm with the search page's other parameters.
import { useEffect, useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '@portal/shared-session/routing';
import { useDebouncedValue } from '@portal/shared-ui/list-kit';
import { fetchCourseSuggestions } from '../api/course-api';
import {
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_LENGTH,
  TRAINING_SEARCH_PATH,
  courseSearchQuery,
} from '../course-rules';
import { useTrainingCaller } from '../hooks/use-training-caller';
import '../training.css';

/** Give it key={initialTerm} where the term can change under it (the search page), so the box starts afresh. */
export function TrainingSearchBox({ initialTerm = '' }: { initialTerm?: string }) {
  const [term, setTerm] = useState(initialTerm);
  // the titles answered for a term: shown only while the box still holds that term
  const [answer, setAnswer] = useState<{ term: string; titles: string[] }>({ term: '', titles: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { caller, ready } = useTrainingCaller();
  const location = useLocation();
  const navigate = useNavigate();
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
    // on the search page the other parameters stay; elsewhere a new search starts
    const current = location.pathname === TRAINING_SEARCH_PATH ? location.search : '';
    navigate(`${TRAINING_SEARCH_PATH}${courseSearchQuery(current, { searchTerm: value })}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(term);
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
    <form className="training-search" role="search" aria-label="Search courses" onSubmit={onSubmit}>
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
      <button type="submit" className="pui-button pui-button--primary training-search__submit">
        Search
      </button>
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
    </form>
  );
}
