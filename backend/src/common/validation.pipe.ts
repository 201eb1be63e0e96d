import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function collect(errors: ValidationError[], prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const e of errors) {
    const key = prefix ? `${prefix}.${e.property}` : e.property;
    const msgs = Object.values(e.constraints ?? {});
    if (msgs.length && !(key in out)) {
      // Prefer the specification's custom messages over generic ones when several rules fail.
      out[key] = msgs[msgs.length - 1];
    }
    if (e.children?.length) collect(e.children, key, out);
  }
  return out;
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
      const fields = collect(errors);
      const first = Object.values(fields)[0] ?? 'Invalid input';
      return new BadRequestException({ message: first, fields });
    },
  });
}
