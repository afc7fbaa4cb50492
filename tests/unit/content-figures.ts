/**
 * Finds figures (fees and amounts, points, age limits, score and income thresholds) stated in
 * content without a date in the same sentence or table row. Used by tests/unit/content.test.ts.
 *
 * A table row may take its date from the table's header row, and a list item from the line that
 * introduces the list (ending in ":"): both are read as part of every row or item under them.
 * Headings and FAQ questions only name a topic; the text under them must carry the date.
 */

/** A year (2025, 2026-27), an ISO date or a month name counts as a date. */
export const DATE =
  /\b(?:19|20)\d{2}\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** Each kind of figure the rule covers, so a failure names what it found. */
export const FIGURES: Record<string, RegExp> = {
  fee: /\b(?:AU|A)?\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|m|k)\b)?/gi,
  points: /\b\d{1,3}\s?points?\b/gi,
  age: /\b(?:under|aged|age|over|younger than|older than)\s\d{2}\b(?!\s?(?:hours|%|per cent|weeks|days|months))|\b\d{2}\s(?:or\s(?:under|younger|older|over)|years?\sof\sage|years?\sold)\b|\bage (?:limit|cap) (?:of |is |was )?\d{2}\b/gi,
  threshold:
    /\b(?:at least|a minimum of|minimum score of|score of)\s\d+(?:\.\d)?\b(?!\s(?:years?|months?|weeks?|days?|hours?|academic|of\sthe|CRICOS|per cent|%))/gi,
  income: /\b\d{2,3},\d{3}\s(?:a|per)\s(?:year|annum)\b/gi,
};

export interface Unit {
  text: string;
  /** Header row of the table, or the lead-in line of the list, this unit belongs to. */
  context?: string;
}

const isTableRule = (line: string) => /^\s*\|[\s|:-]+\|\s*$/.test(line);
const isListItem = (line: string) => /^\s*(?:[-*+]|\d+\.)\s/.test(line);

/** Sentences, table rows and list items of a Markdown body; fenced code and headings skipped. */
export function units(markdown: string): Unit[] {
  const out: Unit[] = [];
  const lines = markdown.split('\n');
  let inFence = false;
  let tableHeader: string | undefined;
  let listLeadIn: string | undefined;
  let previous = '';
  for (const [index, line] of lines.entries()) {
    if (line.trimStart().startsWith('```')) inFence = !inFence;
    if (inFence || line.trimStart().startsWith('```')) continue;
    const trimmed = line.trim();
    // A blank line between a lead-in and its list keeps the lead-in.
    if (!trimmed) continue;
    if (trimmed.startsWith('|')) {
      // A row directly followed by the |---| rule is the header row of a new table.
      if (isTableRule(lines[index + 1] ?? '')) tableHeader = trimmed;
      if (!isTableRule(trimmed)) out.push({ text: trimmed, context: tableHeader });
      previous = trimmed;
      continue;
    }
    tableHeader = undefined;
    if (/^#{1,6}\s/.test(trimmed)) {
      previous = '';
      continue;
    }
    if (isListItem(trimmed)) {
      if (!isListItem(previous)) listLeadIn = previous.endsWith(':') ? previous : undefined;
      out.push({ text: trimmed, context: listLeadIn });
      previous = trimmed;
      continue;
    }
    listLeadIn = undefined;
    // Sentence ends: . ! ? then a space and a capital, digit, bracket or emphasis.
    for (const sentence of trimmed.split(/(?<=[.!?])\s+(?=[A-Z0-9("*[])/))
      out.push({ text: sentence });
    previous = trimmed;
  }
  return out;
}

export interface UndatedFigure {
  kind: string;
  figure: string;
  unit: string;
}

/** Link targets and bare URLs carry slugs and numbers that are not figures. */
const visible = (text: string) => text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');

export function undatedFigures(markdown: string): UndatedFigure[] {
  const found: UndatedFigure[] = [];
  for (const unit of units(markdown)) {
    const text = visible(unit.text);
    if (DATE.test(text) || (unit.context && DATE.test(visible(unit.context)))) continue;
    for (const [kind, pattern] of Object.entries(FIGURES))
      for (const m of text.matchAll(pattern)) found.push({ kind, figure: m[0], unit: unit.text });
  }
  return found;
}

/** Every figure found, dated or not: lets a test prove the patterns match real content. */
export function allFigures(markdown: string): string[] {
  return units(markdown).flatMap((unit) =>
    Object.values(FIGURES).flatMap((pattern) =>
      [...visible(unit.text).matchAll(pattern)].map((m) => m[0]),
    ),
  );
}
