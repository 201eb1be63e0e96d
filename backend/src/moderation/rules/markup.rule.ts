import { MODERATION_CONFIG } from '../moderation.config';
import { Finding } from './finding';

/** Tags and attributes that run code or load content. */
const ACTIVE =
  /<\s*\/?\s*(?:script|iframe|object|embed|applet|base|meta|link|form|svg|math|style)\b|\bon[a-z]{3,20}\s*=\s*["'`]?[^\s>]|javascript\s*:\s*(?:[a-z_$][\w$.]*\s*\(|\/\/|void\b)|vbscript\s*:|data\s*:\s*text\/html|&lt;\s*script|<\?php|\{\{[^{}]{0,200}\}\}|\$\{[^{}]{0,200}\}/i;

/** Ordinary HTML tags (text is stored and shown as text, so markup means a paste from a web page or an injection attempt). */
const HTML =
  /<\s*\/?\s*(?:a|b|i|u|s|p|div|span|img|br|hr|h[1-6]|table|tr|td|th|ul|ol|li|strong|em|font|button|input|textarea|select|option|body|html|head|title|marquee|center|video|audio|source|picture|section|article|header|footer|nav|label|blink|small|big|sup|sub|pre|code|blockquote)\b[^<>]*>/i;

/** HTML or script markup in any text field. Scored only: the text is stored as is and rendered inert. */
export function markupRule(normalizedText: string): Finding[] {
  if (!normalizedText) return [];
  const { weights } = MODERATION_CONFIG;
  if (ACTIVE.test(normalizedText))
    return [{ weight: weights.scriptMarkup, flag: 'Contains HTML or script markup (code that could run in a browser)' }];
  if (HTML.test(normalizedText)) return [{ weight: weights.htmlMarkup, flag: 'Contains HTML or script markup' }];
  return [];
}
