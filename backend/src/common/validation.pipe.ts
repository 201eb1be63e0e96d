import { ValidationError, ValidationPipe } from '@nestjs/common';
import type { ApiErrorCode } from '@sangam/shared';
import { DomainError } from './api-error';

function collect(errors: ValidationError[], prefix = '', out: Record<string, string> = {}, codes: Record<string, ApiErrorCode> = {}) {
  for (const e of errors) {
    const key = prefix ? `${prefix}.${e.property}` : e.property;
    const rules = Object.keys(e.constraints ?? {});
    if (rules.length && !(key in out)) {
      // Prefer the specification's custom messages over generic ones when several rules fail.
      const rule = rules[rules.length - 1];
      out[key] = e.constraints![rule];
      const code = (e.contexts?.[rule] as { code?: ApiErrorCode } | undefined)?.code;
      if (code) codes[key] = code;
    }
    if (e.children?.length) collect(e.children, key, out, codes);
  }
  return { fields: out, codes };
}

/** whitelist + forbidNonWhitelisted + transform; errors answer 400 with one message per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const { fields, codes } = collect(errors);
      const [firstField, first] = Object.entries(fields)[0] ?? [];
      // A rule may name its own code (`context: { code }`), e.g. a reset link's malformed token is 'reset_link_invalid'.
      const code = firstField ? codes[firstField] : undefined;
      if (code) return new DomainError(code, { fields } as never);
      return new DomainError('validation_failed', { params: first ? { message: first } : undefined, fields });
    },
  });
}
