/**
 * The calculator's evaluation with the English score tables built in: for the server and tests.
 * The browser uses ./evaluate-core.ts and loads the tables only when they are needed.
 */
import { englishLevel } from '@/lib/points/english/english-level';
import { evaluateWith, type EvaluateOptions, type Evaluation } from './evaluate-core';
import type { CalculatorState } from './url-state';

export function evaluate(state: CalculatorState, options: EvaluateOptions = {}): Evaluation {
  return evaluateWith(state, options, englishLevel);
}
