import type { ComposedMail } from './mail-templates';

/** What replaces the n-th one-time token of a message in the outbox (what the console and backups show). */
const hiddenToken = (n: number) => `[one-time token hidden ${n}]`;

/** The tokens a message's one-time links carry (password reset, follow confirmation, unsubscribe, manage), by placeholder. */
export type HiddenSecrets = Record<string, string>;

/**
 * A composed message as the outbox keeps it: each one-time token in its subject, bodies and headers
 * replaced by a placeholder, and the tokens apart (outgoing_mail.secrets: read only by delivery, cleared
 * once the message is delivered or given up, never in the console's answers nor in backups).
 */
export function hideSecrets(
  mail: ComposedMail,
  tokens: Array<string | null | undefined>,
): { mail: ComposedMail; secrets: HiddenSecrets | null } {
  const secrets: HiddenSecrets = {};
  let n = 0;
  for (const token of tokens) if (token && !Object.values(secrets).includes(token)) secrets[hiddenToken(++n)] = token;
  if (!n) return { mail, secrets: null };
  const hide = (text: string) => Object.entries(secrets).reduce((t, [placeholder, token]) => t.split(token).join(placeholder), text);
  return { mail: mapMailText(mail, hide), secrets };
}

/** The message with `f` applied to its subject, bodies and header values (hiding or revealing its tokens). */
export function mapMailText(
  mail: Omit<ComposedMail, 'headers'> & { headers?: Record<string, string> | null },
  f: (text: string) => string,
): ComposedMail {
  return {
    subject: f(mail.subject),
    text: f(mail.text),
    html: f(mail.html),
    ...(mail.headers ? { headers: Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [k, f(v)])) } : {}),
  };
}

/** The text as sent: each placeholder back to its token. */
export function revealSecrets(text: string, secrets: HiddenSecrets | null | undefined): string {
  if (!secrets) return text;
  return Object.entries(secrets).reduce((t, [placeholder, token]) => t.split(placeholder).join(token), text);
}

/** The `token` parameter of a link (the follows' links carry their token there). */
export function linkToken(url: string): string | null {
  return URL.canParse(url) ? new URL(url).searchParams.get('token') : null;
}
