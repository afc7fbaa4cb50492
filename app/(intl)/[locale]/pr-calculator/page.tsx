import {
  calculatorFigures,
  PrCalculatorBody,
} from '@/app/(marketing)/pr-calculator/pr-calculator-body';
import { translatedPageMetadata, translatedParams } from '@/lib/i18n/page';

export const generateMetadata = translatedPageMetadata(
  '/pr-calculator',
  'calculatorPage',
  calculatorFigures,
);

export default async function LocalizedPrCalculatorPage({
  params,
}: PageProps<'/[locale]/pr-calculator'>) {
  return <PrCalculatorBody locale={await translatedParams(params)} />;
}
