import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { createDataSource, runMigrationsLocked } from './data-source';

/**
 * Provides the TypeORM DataSource (inject `DataSource`). Migrations run before the
 * application accepts traffic, under an advisory lock.
 */
@Global()
@Module({
  providers: [
    {
      provide: DataSource,
      inject: [RUNTIME],
      useFactory: async (ctx: RuntimeContext) => {
        const ds = createDataSource({ url: ctx.databaseUrl, poolSize: ctx.config.DB_POOL_SIZE });
        await ds.initialize();
        const applied = await runMigrationsLocked(ds);
        if (applied.length) new Logger('Database').log(`applied migrations: ${applied.join(', ')}`);
        return ds;
      },
    },
  ],
  exports: [DataSource],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized) await this.ds.destroy();
  }
}
