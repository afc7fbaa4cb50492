import { requirementsTabs, type RequirementsTab } from '@/lib/config/requirements';
import { studentLivingCost } from '@/lib/config/facts';
import { localeInfo, type TranslatedLocale } from './locales';
import { translator, type Messages } from './translate';

type Section = 'documents' | 'financial' | 'health';
type TabId = Exclude<
  keyof Messages['requirements'],
  'documents' | 'financial' | 'health' | 'items' | 'tablist'
>;

export interface RequirementsLabels {
  documents: string;
  financial: string;
  health: string;
  items: string;
  tablist: string;
}

/**
 * The home page's requirements explorer in a translated language: the same tabs and as many items
 * as lib/config/requirements.ts (the English, which the explorer imports itself), each item from
 * the language's messages, and the student's living costs formatted from the dated figure.
 */
export function translatedRequirements(locale: TranslatedLocale): {
  tabs: RequirementsTab[];
  labels: RequirementsLabels;
} {
  const t = translator(locale, 'requirements');
  const { tag } = localeInfo[locale];
  const livingCost = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'AUD',
    maximumFractionDigits: 0,
  }).format(studentLivingCost.amountAud);
  const since = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${studentLivingCost.effectiveFrom}T00:00:00Z`),
  );
  const items = (id: TabId, section: Section, count: number) =>
    Array.from({ length: count }, (_, i) =>
      t(`${id}.${section}.${String(i + 1)}` as `${TabId}.${Section}.1`, { livingCost, since }),
    );
  return {
    tabs: requirementsTabs.map((tab) => {
      const id = tab.id as TabId;
      return {
        id: tab.id,
        label: t(`${id}.label`),
        documents: items(id, 'documents', tab.documents.length),
        financial: items(id, 'financial', tab.financial.length),
        health: items(id, 'health', tab.health.length),
      };
    }),
    labels: {
      documents: t('documents'),
      financial: t('financial'),
      health: t('health'),
      items: t('items'),
      tablist: t('tablist'),
    },
  };
}
