import { ParsedMail, simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  from: string;
  messageId: string | undefined;
  /** Every header as sent (lower-case names, folded lines joined). */
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> — give it to the app as SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuse the next n messages with a temporary error (the sender must retry). */
  refuseNext(n: number): void;
  /** Refuse every message to this address for good (550: a bounce). */
  bounceAddress(address: string): void;
  /** Resolves when at least n messages have arrived (or rejects after timeoutMs). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it accepts, parsed. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  const bouncing = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (bouncing.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m: ParsedMail) => {
          if (refuse > 0) {
            refuse--;
            const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(err);
          }
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            from: m.from?.text ?? '',
            messageId: m.messageId,
            headers: Object.fromEntries(
              m.headerLines.map((h) => [
                h.key.toLowerCase(),
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n) => (refuse = n),
    bounceAddress: (address) => void bouncing.add(address.toLowerCase()),
    async waitFor(n, timeoutMs = 20000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
