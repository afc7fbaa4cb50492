import { metadataFor } from '@/lib/i18n/page';
import { calculatorFigures, PrCalculatorBody } from './pr-calculator-body';

export const metadata = metadataFor(
  'en',
  '/pr-calculator',
  'calculatorPage',
  ['PR points calculator', 'Australia points calculator', '189 points', '190 points', '491 points'],
  calculatorFigures('en'),
);

export default function PrCalculatorPage() {
  return <PrCalculatorBody locale="en" />;
}
