// The store search box (spec 2 'Store search box'): Store / Main Site, the ARIA combobox with a listbox of
// PRODUCTS, CATEGORIES and BRANDS suggestions, full keyboard use. It lives in the shell's header (a parcel
// outside the store's router), so it navigates with single-spa's navigateToUrl.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { usePortalLocation } from '@portal/shared-session';
import type { StoreSearchBoxProps } from '@portal/shared-session';
import { SEARCH_PATH, parseSearchState } from '../../../shared/utils/store-links';
import { useCatalogueCaller } from '../../../shared/hooks/use-catalogue-caller';
import { useAutocomplete } from '../hooks/use-autocomplete';
import { SEARCH_PLACEHOLDER, shouldAutocomplete, submitUrl, suggestionSections } from '../search-box-rules';
import type { SearchScope, SuggestionOption } from '../search-box-rules';
import './store-search-box.css';

export function StoreSearchBox({ variant, handover }: StoreSearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const scopeId = `${id}-scope`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const location = usePortalLocation();
  const [scope, setScope] = useState<SearchScope>('store');
  const [query, setQuery] = useState(handover?.query ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [submitting, setSubmitting] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const takesFocus = handover?.focus === true;
  // the user was typing in the header's stand-in: the caret goes on where it was (at the end of the text)
  useEffect(() => {
    const input = inputRef.current;
    if (!takesFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takesFocus]);
  const { caller, ready } = useCatalogueCaller();
  const autocomplete = useAutocomplete(query, caller, scope === 'store' && ready);

  // On the search page the box shows the query being searched (adjusted while rendering when the URL changes).
  const searchedUrl = location.pathname === SEARCH_PATH ? location.search : null;
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  if (searchedUrl !== shownUrl) {
    setShownUrl(searchedUrl);
    if (searchedUrl !== null) setQuery(parseSearchState(searchedUrl).q);
  }

  const current = autocomplete.result;
  const sections = useMemo(
    () => (scope === 'store' && shouldAutocomplete(query) ? suggestionSections(current) : []),
    [scope, query, current],
  );
  const options: SuggestionOption[] = useMemo(() => sections.flatMap((s) => s.options), [sections]);
  const expanded = open && options.length > 0;

  // a new list of suggestions starts with none active
  const [activeIn, setActiveIn] = useState(options);
  if (activeIn !== options) {
    setActiveIn(options);
    setActive(-1);
  }
  const sectionStarts = sections.map((_, i) =>
    sections.slice(0, i).reduce((n, s) => n + s.options.length, 0),
  );

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    navigateToUrl(url);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (expanded && active >= 0 && options[active]) {
      go(options[active].url);
      return;
    }
    setSubmitting(true);
    try {
      // exactly one product suggestion goes to it: ask now if the debounced call has not answered for this query
      const suggestions =
        scope === 'store' && shouldAutocomplete(query)
          ? (current ?? (await autocomplete.resolve(query)))
          : null;
      go(submitUrl(scope, query, suggestions));
    } finally {
      setSubmitting(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Home':
      case 'End':
        // keep the caret keys for the text; only move in the list while an option is active
        if (expanded && active >= 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : options.length - 1);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <form
      ref={rootRef}
      role="search"
      // named, so it is told apart from a page's own search (axe landmark-unique)
      aria-label="Search the site"
      className={`store-search-box store-search-box--${variant}`}
      onSubmit={(event) => void submit(event)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
      <label htmlFor={scopeId} className="store-search-box__hidden">
        Search in
      </label>
      <select
        id={scopeId}
        className="store-search-box__scope"
        value={scope}
        onChange={(event) => {
          setScope(event.target.value === 'main-site' ? 'main-site' : 'store');
          setOpen(false);
        }}
      >
        <option value="store">Store</option>
        <option value="main-site">Main Site</option>
      </select>
      <div className="store-search-box__field">
        <label htmlFor={inputId} className="store-search-box__hidden">
          {scope === 'store' ? 'Search the store' : 'Search the main site'}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          className="store-search-box__input"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={SEARCH_PLACEHOLDER[variant]}
          value={query}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          className="store-search-box__listbox"
          hidden={!expanded}
        >
          {sections.map((section, sectionIndex) => (
            <div
              key={section.kind}
              role="group"
              aria-labelledby={`${id}-${section.kind}`}
              className="store-search-box__group"
            >
              <div id={`${id}-${section.kind}`} role="presentation" className="store-search-box__group-title">
                {section.title}
              </div>
              {section.options.map((option, optionIndex) => {
                const i = sectionStarts[sectionIndex]! + optionIndex;
                return (
                  <div
                    key={`${option.kind}:${option.url}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className={`store-search-box__option${i === active ? ' store-search-box__option--active' : ''}`}
                    // keep the focus in the field while the mouse picks an option
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(option.url)}
                  >
                    {option.kind === 'product' ? (
                      <span className="store-search-box__thumb" aria-hidden="true">
                        {option.thumbnailUrl ? (
                          <img src={option.thumbnailUrl} alt="" width={32} height={32} loading="lazy" />
                        ) : null}
                      </span>
                    ) : null}
                    <span>{option.label}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <button type="submit" className="store-search-box__submit" aria-busy={submitting || undefined}>
        <span className="store-search-box__hidden">Search</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <p className="store-search-box__hidden" role="status" aria-live="polite">
        {expanded ? `${options.length} suggestions available` : ''}
      </p>
    </form>
  );
}
