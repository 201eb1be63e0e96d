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
  /** Answer the next n messages with a permanent error at MAIL FROM or at DATA (the relay's refusal, not the recipient's). */
  failNextAt(stage: 'MAIL FROM' | 'DATA', n: number, code?: number): void;
  /** Resolves when at least n messages have arrived (or rejects after timeoutMs). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it accepts, parsed. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  const bouncing = new Set<string>();
  const failing = { 'MAIL FROM': 0, DATA: 0 };
  let failCode = 550;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(address, session, callback) {
      if (failing['MAIL FROM'] > 0) {
        failing['MAIL FROM']--;
        return callback(Object.assign(new Error('Sender address rejected: not authorized to relay'), { responseCode: failCode }));
      }
      callback();
    },
    onRcptTo(address, session, callback) {
      if (bouncing.has(address.address.toLowerCase())) {
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m: ParsedMail) => {
          if (failing.DATA > 0) {
            failing.DATA--;
            return callback(Object.assign(new Error('Message rejected by the relay policy'), { responseCode: failCode }));
          }
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
    failNextAt: (stage, n, code = 550) => {
      failing[stage] = n;
      failCode = code;
    },
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
