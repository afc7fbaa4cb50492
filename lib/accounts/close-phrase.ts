/**
 * What a person types to close their account, and what the form says when it is wrong: for the
 * form in the browser and for ./schema.ts on the server (kept apart because the schema uses zod,
 * which stays out of the browser).
 */
export const CLOSE_PHRASE = 'close my account';
export const CLOSE_PHRASE_MESSAGE = `Type “${CLOSE_PHRASE}” to confirm.`;
