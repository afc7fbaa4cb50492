'use client';

import { useRef, useState } from 'react';
import type { RequirementsTab, RequirementsTabId } from '@/lib/config/requirements';
import { clsx } from 'clsx';

const sections = [
  { key: 'documents', title: 'Documents' },
  { key: 'financial', title: 'Financial' },
  { key: 'health', title: 'Health' },
] as const;

/** Tabs per the WAI-ARIA pattern: arrow keys move between tabs, the panel follows. */
export function RequirementsExplorer({
  tabs,
  initial,
}: {
  tabs: RequirementsTab[];
  initial: RequirementsTabId;
}) {
  const [active, setActive] = useState<RequirementsTabId>(initial);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((t) => t.id === active) ?? tabs[0]!;

  function onKeyDown(e: React.KeyboardEvent, index: number) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    setActive(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Visa type" className="flex flex-wrap gap-2">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`req-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`req-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={clsx(
              'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
              tab.id === active
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background hover:bg-muted',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`req-panel-${current.id}`}
        aria-labelledby={`req-tab-${current.id}`}
        className="mt-6 grid gap-6 md:grid-cols-3"
      >
        {sections.map((s) => (
          <section
            key={s.key}
            className="border-border bg-background rounded-lg border p-5"
            data-testid={`req-${s.key}`}
          >
            <h3 className="flex items-center justify-between font-semibold">
              {s.title}
              <span
                className="bg-secondary text-secondary-foreground rounded-full px-2.5 py-0.5 text-xs font-bold"
                data-testid={`req-${s.key}-count`}
              >
                {current[s.key].length}
                <span className="sr-only"> items</span>
              </span>
            </h3>
            <ul className="text-muted-foreground mt-3 space-y-2 text-sm">
              {current[s.key].map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="text-success">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
