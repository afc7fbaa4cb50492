import { clientTranslator } from '@/lib/i18n/client-translator';
import type { ClientMessages } from '@/lib/i18n/client-messages';
import type { Wording } from '@/lib/points/types';

/**
 * The calculator's words in the page's language: its messages (lib/i18n/messages/calculator),
 * and the engine's sentences (lib/points wordings) worded from them.
 */
export function calculatorText(text: ClientMessages<'calculator'>) {
  const translator = clientTranslator(text);
  const word = (wording: Wording): string => {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(wording.values ?? {})) {
      values[name] =
        typeof value !== 'object'
          ? value
          : 'date' in value
            ? translator.date(value.date)
            : translator.list(value.list.map(word));
    }
    return translator.say(wording.id, values);
  };
  return { ...translator, word };
}

export type CalculatorText = ReturnType<typeof calculatorText>;
