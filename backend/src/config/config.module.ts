import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG } from './env';
import { RUNTIME, RuntimeContext } from './runtime';

/** Makes the validated configuration injectable everywhere: @Inject(APP_CONFIG) / @Inject(RUNTIME). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(ctx: RuntimeContext): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: RUNTIME, useValue: ctx },
        { provide: APP_CONFIG, useValue: ctx.config },
      ],
      exports: [RUNTIME, APP_CONFIG],
    };
  }
}
