/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs,
 * only the selected tab is in the tab order, panels are labelled by their tab.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from '../../i18n/locale.tsx';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

export function Tabs<K extends string>({ items, selected, onSelect, label }: { items: TabItem<K>[]; selected: K; onSelect: (key: K) => void; label: string }) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  // Right to left, the next tab is on the left: the arrow keys follow the tabs as they are drawn.
  const rtl = useLocale().dir === 'rtl';
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      e.key === forward
        ? index === last
          ? 0
          : index + 1
        : e.key === backward
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(items[next]!.key);
    refs.current[next]?.focus();
  };

  return (
    <div>
      {/* One row on every screen: on a phone the tabs share the width and their labels wrap inside them, so no label
          is cut off at the edge of a row that would have to be scrolled sideways (issue 27: the Arabic AI Search tab). */}
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200 sm:gap-2">
        {items.map((item, i) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="tab"
              type="button"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`min-w-0 flex-1 rounded-t-lg border-b-2 px-2 py-2.5 text-sm font-semibold transition-colors sm:flex-none sm:shrink-0 sm:whitespace-nowrap sm:px-4 ${
                active ? 'border-blue-800 text-blue-900' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== selected}
          tabIndex={0}
          className="pt-5 focus-visible:outline-offset-4"
        >
          {item.key === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
