/** SMTP catcher on :54325: accepts any mail, no auth, no TLS, and files it in the MailStore. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailStore } from './store';

export async function startSmtp(opts: {
  port: number;
  store: MailStore;
  log: (m: string) => void;
}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        opts.store.add(Buffer.concat(chunks), envelope).then(
          () => callback(),
          (e: Error) => {
            opts.log(`smtp: could not parse a message: ${e.message}`);
            callback(e);
          },
        );
      });
    },
  });
  server.on('error', (e) => opts.log(`smtp: ${e.message}`));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
