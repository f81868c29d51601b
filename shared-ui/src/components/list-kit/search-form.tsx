// A list page's search form: a landmark named for what it searches, the fields the page gives (the search box
// first, then its selects), and the Search button. The form holds no state: the draft is the server-list hook's.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';
import './list-kit.css';

export interface SearchFormProps {
  /** the search landmark's name, e.g. "Search APNs" */
  label: string;
  onSearch(): void;
  children: ReactNode;
  /** false when the page searches as the user types (the debounced box): no button then */
  submitButton?: boolean;
  /** the page's own layout class, beside the kit's */
  className?: string;
}

export function SearchForm({ label, onSearch, children, submitButton = true, className }: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form
      className={className ? `pui-search-form ${className}` : 'pui-search-form'}
      role="search"
      aria-label={label}
      onSubmit={submit}
    >
      {children}
      {submitButton && <Button type="submit">Search</Button>}
    </form>
  );
}

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  label?: string;
}

/** The form's text box, labelled "Search" unless told. */
export function SearchBox({ value, onChange, placeholder, label = 'Search' }: SearchBoxProps) {
  return (
    <label>
      {label}
      <input
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export interface SearchSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
}

/** One of the form's selects: the options are the only values it gives back. */
export function SearchSelect<V extends string>({ label, value, options, onChange }: SearchSelectProps<V>) {
  return (
    <label>
      {label}
      <select
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
