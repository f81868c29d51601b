// Tabs as the WAI-ARIA Authoring Practices' tabs pattern: a tablist of buttons, the arrow keys (and Home / End)
// move between them and select at once, only the selected tab is in the Tab order, and only its panel is rendered
// (a tab's data is asked for when it is opened). The caller owns the selection, so it can live in the URL.
import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  /** the tab list's accessible name */
  label: string;
  tabs: readonly TabItem[];
  /** the selected tab's id (the first tab when it names none of them) */
  selected: string;
  onSelect(id: string): void;
  /** the selected tab's panel */
  children: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const prefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.some((t) => t.id === selected) ? selected : (tabs[0]?.id ?? '');
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    buttons.current[next]?.focus();
    onSelect(tabs[next]!.id);
  };

  return (
    <div className="pui-tabs">
      <div role="tablist" aria-label={label} className="pui-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="pui-tabs__tab"
              aria-selected={isSelected}
              // only the selected tab's panel exists (the others are not rendered)
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
        className="pui-tabs__panel"
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
