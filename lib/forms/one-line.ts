/**
 * A person's name is one line, everywhere: the same rule as the database's private.is_one_line()
 * (20261128110000_holds_offers_names.sql), which refuses C0 and C1 control characters (tab, CR and
 * LF among them) and the Unicode line and paragraph separators. A name with a line break used to
 * write lines of its own into the frozen offer text and the signed PDF.
 */
const NOT_ONE_LINE = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/;
/** White space spelled out as in the database's private.one_line() (not `\s`, whose meaning beyond ASCII differs between PostgreSQL builds). */
const BREAKS =
  /[ \u0001-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;

export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text);

/**
 * For rendering a value someone typed into a line of text: each run of white space and control
 * characters becomes one space (as the database's private.one_line() normalises), so a value can
 * never start a line or a list item of its own.
 */
export const oneLine = (text: string) => text.replace(BREAKS, ' ').trim();

export const ONE_LINE_MESSAGE = 'Write your name on one line, without line breaks or tabs.';
