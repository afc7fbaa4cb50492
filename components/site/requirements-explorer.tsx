'use client';

import { useRef, useState } from 'react';
import {
  defaultRequirementsTab,
  requirementsTabs,
  type RequirementsTab,
  type RequirementsTabId,
} from '@/lib/config/requirements';
import type { RequirementsLabels } from '@/lib/i18n/requirements';

const englishLabels: RequirementsLabels = {
  documents: 'Documents',
  financial: 'Financial',
  health: 'Health',
  items: 'items',
  tablist: 'Visa type',
};

/**
 * Tabs per the WAI-ARIA pattern: arrow keys move between tabs, the panel follows.
 * The lists come from this client module's own import, not from props: props of a client
 * component are serialized into the page's inline RSC payload, which put every tab's lists in
 * the home page's HTML a second time. Styles: `.req-*` in app/globals.css.
 */
export function RequirementsExplorer({
  translated,
}: {
  /**
   * A translated page's tabs and labels (lib/i18n/requirements.ts). They are props, so in that
   * page's payload; English, the most read, keeps its lists out of it.
   */
  translated?: { tabs: RequirementsTab[]; labels: RequirementsLabels };
}) {
  const tabs = translated?.tabs ?? requirementsTabs;
  const labels = translated?.labels ?? englishLabels;
  const sections = [
    { key: 'documents', title: labels.documents },
    { key: 'financial', title: labels.financial },
    { key: 'health', title: labels.health },
  ] as const;
  const [active, setActive] = useState<RequirementsTabId>(defaultRequirementsTab);
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
      <div role="tablist" aria-label={labels.tablist} className="req-tabs">
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
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`req-panel-${current.id}`}
        aria-labelledby={`req-tab-${current.id}`}
        className="req-panel"
      >
        {sections.map((s) => (
          <section key={s.key} className="card bg-background" data-testid={`req-${s.key}`}>
            <h3 className="flex items-center justify-between font-semibold">
              {s.title}
              <span data-testid={`req-${s.key}-count`}>
                {current[s.key].length}
                <span className="sr-only"> {labels.items}</span>
              </span>
            </h3>
            <ul>
              {current[s.key].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/** For tests/unit/i18n-messages.test.ts: these labels must equal en.json's. */
export const englishLabelsForTest = englishLabels;
