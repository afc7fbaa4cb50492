/**
 * Someone signed up with the address of a closed account. Auth answers that sign-up like any
 * other ("check your e-mail") and sends nothing (a closed account is a confirmed, banned user:
 * GoTrue's signup.go returns the obfuscated user for an existing confirmed address), so its owner
 * would wait for a link that never comes. private.queue_closed_signup_notice e-mails the owner
 * instead (at most once a day) that the address belongs to a closed account and how to reach the
 * agency. Nothing comes back: the sign-up page says the same for every address, so a stranger
 * learns no more than before; only the mailbox's owner reads the answer.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { db as defaultDb, inTransaction, type Db } from '@/lib/db';
import { checkEmail } from '@/lib/forms/email-rule';

export async function noticeClosedAccountSignUp(email: string, database: Db = defaultDb) {
  const address = email.trim();
  if (checkEmail(address)) return;
  // The server's own role: nobody's token may call the function (it reads auth.users).
  await inTransaction(database, (tx) =>
    tx.execute(sql`select private.queue_closed_signup_notice(${address})`),
  );
}
