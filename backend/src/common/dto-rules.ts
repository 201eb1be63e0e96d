import { applyDecorators, Type } from '@nestjs/common';
import { ApiPropertyOptional, ApiPropertyOptions, DECORATORS } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  buildMessage,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  isURL,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { domainToUnicode } from 'node:url';
import { libphonenumber } from './lazy';
import { completeWebAddress, isCalendarDay, US_STATE_CODES } from '@sangam/shared';

/**
 * Small, reusable class-validator / class-transformer rules for request DTOs.
 * Note on messages: when several rules of one field fail, the global pipe reports the one of the
 * decorator written FIRST (top-most), so the specification's message goes on top.
 */

/** Trims strings; other values pass through. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

const trimToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

/** Trims strings and turns '' into null (web forms send empty strings for optional fields). */
export const TrimToNull = () => Transform(({ value }) => trimToNull(value));

/** Trims, turns '' into null, and gives an address typed without a scheme https:// ('ganeshmandir.org'). */
export const WebAddressToNull = () =>
  Transform(({ value }) => {
    const t = trimToNull(value);
    return typeof t === 'string' ? completeWebAddress(t) : t;
  });

/** A query parameter trimmed; an empty value means the parameter was not given. */
export const trimOrOmit = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** trimOrOmit, lower-cased. */
export const lowerTrimOrOmit = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? trimOrOmit({ value: value.toLowerCase() }) : value;

/** '12' → 12; anything else is left as it is so validation names the parameter. */
const toInt = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
};

/** A whole-number query parameter from `min` to `max` ('12' → 12), else "<name> must be a whole number from <min> to <max>". */
export const WholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return applyDecorators(Transform(toInt), Max(max, { message }), Min(min, { message }), IsInt({ message }));
};

/** Upper-cases and trims a state code. */
export const StateCode = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** Lower-cases and trims an email address. */
export const EmailCase = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

// applyDecorators applies its list first to last, as stacked decorators run bottom to top: the lists below are
// in that order, so the rules are those of the stacks they replace.

/** An optional text field of at most `max` characters: else '<name> must be a single text value' or '<name> must be at most <max> characters'. */
export const OptionalText = (name: string, max: number) =>
  applyDecorators(
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
    IsString({ message: `${name} must be a single text value` }),
    IsOptional(),
  );

/** A required text field of at most `max` characters, trimmed: else '<label> is required' or '<label> must be at most <max> characters'. */
export const RequiredText = (label: string, max: number) =>
  applyDecorators(
    Trim(),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
  );

/** An optional parameter of any text, documented (what the text must be is the handler's to check). */
export const OptionalString = (doc: ApiPropertyOptions) => applyDecorators(IsString(), IsOptional(), ApiPropertyOptional(doc));

/** An email address (at most 254 characters, else 'Please enter a valid email'), trimmed and lower-cased. */
export const EmailRule = () =>
  applyDecorators(
    EmailCase(),
    MaxLength(254, { message: 'Please enter a valid email' }),
    IsEmail({}, { message: 'Please enter a valid email' }),
  );

/**
 * A property decorator of a test: fails with `message` (`each`: 'each value in ' for a list's items) unless the
 * options give their own; the options may carry the test's own settings too (`O`).
 */
function validatorOf<O extends object = object>(name: string, test: (v: unknown, o?: O) => boolean, message: (each: string) => string) {
  return (options?: ValidationOptions & O): PropertyDecorator =>
    ValidateBy({ name, validator: { validate: (v) => test(v, options), defaultMessage: buildMessage(message, options) } }, options);
}

export function isUsState(v: unknown, allowDc = false): boolean {
  return typeof v === 'string' && ((US_STATE_CODES as readonly string[]).includes(v) || (allowDc && v === 'DC'));
}

/** One of the 50 US state codes (DC too when allowDc). */
export const IsUsState = validatorOf<{ allowDc?: boolean }>(
  'isUsState',
  (v, o) => isUsState(v, o?.allowDc),
  () => 'State must be a US state code such as TX',
);

/** scheme://authority at the start of an address, read as it is written. */
const WRITTEN = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i;
/** A host name of letters, digits and hyphens (any script), dot-separated; or an IPv6 literal. */
const HOST_NAME = /^(?:[\p{L}\p{M}\p{N}-]+\.)*[\p{L}\p{M}\p{N}-]+\.?$|^\[[0-9a-f:.]+\]$/iu;

/**
 * The address a browser would open, when the text says plainly what that is; otherwise null. The text is
 * parsed as browsers parse it (WHATWG URL) and refused when it reads differently from that parse:
 * backslashes, whitespace or control characters anywhere (browsers turn `\` into `/` and drop tabs and
 * line breaks, so `https://evil.test\@good.org` opens evil.test), anything before an `@` in front of the
 * host, a host written in another form than the one opened (`0x7f.1`, `%67ood.org`, full-width letters or
 * dots, letters Unicode maps to others such as `ℌ`), or symbols in a host name (`good.org⁄evil.test`).
 * webcal:// is checked as the https:// address it stands for.
 */
export function browserAddress(v: unknown, schemes: readonly string[] = ['http', 'https']): URL | null {
  if (typeof v !== 'string' || v.length > 1000) return null;
  if (/[\s\\\p{Cc}\p{Cf}]/u.test(v)) return null;
  const written = WRITTEN.exec(v);
  if (!written || !schemes.includes(written[1].toLowerCase())) return null;
  const authority = written[2];
  if (authority.includes('@')) return null;
  const host = authority.replace(/:\d*$/, '').toLowerCase();
  if (!HOST_NAME.test(host)) return null;
  let url: URL;
  try {
    url = new URL(/^webcals?:/i.test(v) ? v.replace(/^webcals?:/i, 'https:') : v);
  } catch {
    return null;
  }
  const opened = url.hostname;
  return opened === host || (!opened.startsWith('[') && domainToUnicode(opened) === host) ? url : null;
}

/** An absolute http(s) address (with a top-level domain or an IP address) that a browser opens as written. */
export function isHttpUrl(v: unknown): boolean {
  return (
    typeof v === 'string' &&
    isURL(v, { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true }) &&
    browserAddress(v) !== null
  );
}

/** A real calendar day written YYYY-MM-DD, from 1900 to 2999. */
export const IsCalendarDate = validatorOf(
  'isCalendarDate',
  (v) => isCalendarDay(v) && v >= '1900' && v < '3000',
  (each) => `${each}$property must be a date written YYYY-MM-DD`,
);

/** An absolute http(s) URL. */
export const IsHttpUrl = validatorOf(
  'isHttpUrl',
  isHttpUrl,
  (each) => `${each}$property must be a web address starting with http:// or https://`,
);

/** A plausible US phone number (libphonenumber-js), e.g. '(214) 555-0100' or '+1 214 555 0100'. */
export function isUsPhone(v: unknown): boolean {
  if (typeof v !== 'string' || v.length > 40) return false;
  const n = libphonenumber().parsePhoneNumberFromString(v, 'US');
  return !!n && n.isValid() && n.country === 'US';
}

/** Formats a valid US phone number nationally: '(214) 555-0100'. */
export function formatUsPhone(v: string): string {
  const n = libphonenumber().parsePhoneNumberFromString(v, 'US');
  return n && n.isValid() ? n.formatNational() : v;
}

export const IsUsPhone = validatorOf('isUsPhone', isUsPhone, () => 'Please enter a valid US phone number');

export interface TextRuleOptions {
  /** Used in generic messages, e.g. 'Venue'. */
  label: string;
  /** Message when missing or blank; absent = optional (null / '' allowed, stored as null). */
  required?: string;
  max: number;
  /** For partial updates: an absent field is left alone (but null / blank still fails when required). */
  partial?: boolean;
}

/**
 * One rule for a text field, with one message per failure: missing/blank → `required`,
 * not text → '<label> must be text', too long → '<label> must be at most N characters'.
 * Trims; optional fields turn '' into null.
 */
export function TextRule(o: TextRuleOptions): PropertyDecorator {
  return applyDecorators(
    o.required ? Trim() : TrimToNull(),
    Checked(o, (v) =>
      typeof v !== 'string' ? `${o.label} must be text` : v.length > o.max ? `${o.label} must be at most ${o.max} characters` : null,
    ),
  );
}

/**
 * Wraps a rule so that it runs only when the value is present: absent (undefined) always passes;
 * null passes for optional fields; null fails with `required` for required ones.
 */
export function Checked(o: { required?: string; partial?: boolean }, rule: (v: unknown) => string | null): PropertyDecorator {
  return ValidateBy({
    name: 'checked',
    validator: {
      validate: (v) => {
        if (v === undefined) return !!o.partial || !o.required;
        if (v === null || v === '') return !o.required;
        return rule(v) === null;
      },
      defaultMessage: (args) => {
        const v = args?.value;
        if (v === undefined || v === null || v === '') return o.required ?? 'Required';
        return rule(v) ?? 'Invalid input';
      },
    },
  });
}

/** A form's state: trimmed and upper-cased, required unless `partial`, one of the 50 states (DC too when allowDc). */
export const StateRule = (mode: { partial: boolean; allowDc?: boolean }) =>
  applyDecorators(
    StateCode(),
    Checked({ required: 'State is required', partial: mode.partial }, (v) =>
      isUsState(v, mode.allowDc) ? null : 'State must be one of the 50 US state codes, e.g. TX',
    ),
  );

/** The properties a class documents, its own and inherited ones (@nestjs/swagger records them as ':name'). */
const documentedKeys = (prototype: object): string[] =>
  ((Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, prototype) as string[] | undefined) ?? []).map((k) => k.slice(1));

/**
 * Accepts and ignores the fields of `record` that the DTO does not document: react-admin sends an edited record back
 * whole, its read-only fields included.
 */
export const IgnoresRestOf =
  (record: Type<unknown>): ClassDecorator =>
  (target) => {
    const own = new Set(documentedKeys(target.prototype));
    for (const key of documentedKeys(record.prototype)) if (!own.has(key)) Allow()(target.prototype, key);
  };
