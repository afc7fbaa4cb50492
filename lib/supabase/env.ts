/**
 * Where Supabase is. Defaults point at supabase/local (and the Supabase CLI's local stack), whose
 * keys are fixed, so a fresh clone needs no .env. A real project sets these variables only.
 */
export const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL || 'http://127.0.0.1:54321';
export const supabasePublishableKey =
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ||
  'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
