/** Caught messages, kept for the life of the process (and in .data/mail when a directory is given). */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

export interface StoredMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string;
  size: number;
}

export type MessageSummary = Pick<StoredMessage, 'id' | 'from' | 'to' | 'subject' | 'date'>;

export class MailStore {
  private messages: StoredMessage[] = [];

  constructor(private dir?: string) {
    if (dir && existsSync(dir)) {
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
        try {
          this.messages.push(JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredMessage);
        } catch {
          // A half-written file from a killed process: skip it.
        }
      }
      this.messages.sort((a, b) => a.date.localeCompare(b.date));
    }
  }

  async add(raw: Buffer, envelope: { from: string; to: string[] }) {
    const parsed = await PostalMime.parse(raw);
    const msg: StoredMessage = {
      id: randomUUID(),
      from: parsed.from?.address ?? envelope.from,
      to: parsed.to?.map((a) => a.address ?? '').filter(Boolean) ?? envelope.to,
      subject: parsed.subject ?? '',
      date: new Date().toISOString(),
      text: parsed.text ?? '',
      html: parsed.html ?? '',
      size: raw.length,
    };
    if (!msg.to.length) msg.to = envelope.to;
    this.messages.push(msg);
    if (this.dir) {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(join(this.dir, `${msg.id}.json`), JSON.stringify(msg));
    }
    return msg;
  }

  /** Newest first. */
  list(): MessageSummary[] {
    return [...this.messages]
      .reverse()
      .map(({ id, from, to, subject, date }) => ({ id, from, to, subject, date }));
  }

  get(id: string) {
    return this.messages.find((m) => m.id === id);
  }

  delete(id?: string) {
    const doomed = id ? this.messages.filter((m) => m.id === id) : this.messages;
    if (this.dir) for (const m of doomed) rmSync(join(this.dir, `${m.id}.json`), { force: true });
    const before = this.messages.length;
    this.messages = id ? this.messages.filter((m) => m.id !== id) : [];
    return before - this.messages.length;
  }
}
