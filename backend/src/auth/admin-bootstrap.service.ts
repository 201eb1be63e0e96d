import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/env';
import { AdminUser } from './admin-user.entity';
import { AdminUsersRepository } from './admin-users.repository';
import { hashPassword, verifyPassword } from './password';

/** What the start-up check did. */
type BootstrapOutcome = 'configured-created' | 'configured-updated' | 'configured-unchanged' | 'generated' | 'existing';

/**
 * Makes sure an admin can sign in after start-up:
 * - ADMIN_USERNAME/ADMIN_PASSWORD(/ADMIN_EMAIL) set: that admin exists (created, or its password reset),
 *   and any other admin that came from the environment (an earlier ADMIN_USERNAME, or the generated
 *   `admin`) is disabled: it can no longer sign in and its tokens stop working. Admins made in the
 *   console (managedBy 'console') are left alone. Configuring a disabled name again re-enables it;
 * - nothing configured and no admin in the database: creates `admin` with a random password printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    private readonly admins: AdminUsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  /** Returns what it did, for tests and logs. */
  ensureAdmin(): Promise<BootstrapOutcome> {
    // Several instances may start together: one at a time decides (transaction-level lock).
    return this.admins.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(72617002)');
      const { ADMIN_USERNAME: username } = this.config;
      if (!username) return this.ensureSomeAdmin(m);
      const outcome = await this.ensureConfiguredAdmin(m, username);
      for (const d of await this.admins.disableEnvironmentAdminsExcept(username, m)) {
        this.logger.log(`admin '${d}' disabled: ADMIN_USERNAME is now '${username}'`);
      }
      return outcome;
    });
  }

  private async ensureConfiguredAdmin(m: EntityManager, username: string): Promise<BootstrapOutcome> {
    const { ADMIN_PASSWORD: password, ADMIN_EMAIL: email } = this.config;
    const existing = await this.admins.findByUsername(username, m);
    if (!existing) {
      await this.create(m, username, email ?? `${username}@sangam.local`, password);
      if (password) this.logger.log(`admin '${username}' created from ADMIN_USERNAME/ADMIN_PASSWORD`);
      return 'configured-created';
    }
    const patch: Partial<AdminUser> = {};
    // Only a changed password is re-hashed (and older tokens revoked); a plain restart changes nothing.
    if (password && !(await verifyPassword(existing.passwordHash, password))) {
      patch.passwordHash = await hashPassword(password);
      patch.tokensValidAfter = new Date();
    }
    if (email && email !== existing.email) patch.email = email;
    if (existing.disabledAt) patch.disabledAt = null;
    if (existing.managedBy !== 'environment') patch.managedBy = 'environment';
    if (Object.keys(patch).length) {
      await this.admins.update(existing.id, patch, m);
      this.logger.log(`admin '${username}' updated from ADMIN_USERNAME/ADMIN_PASSWORD/ADMIN_EMAIL`);
      return 'configured-updated';
    }
    return 'configured-unchanged';
  }

  private async ensureSomeAdmin(m: EntityManager): Promise<BootstrapOutcome> {
    if ((await this.admins.count(m)) > 0) return 'existing';
    await this.create(m, 'admin', 'admin@sangam.local');
    return 'generated';
  }

  /** Inserts an admin; without a password, with a random one printed once. */
  private async create(m: EntityManager, username: string, email: string, password?: string): Promise<void> {
    const chosen = password || randomBytes(12).toString('base64url');
    await this.admins.insert({ username, email, passwordHash: await hashPassword(chosen) }, m);
    // Printed to the console directly (not the JSON log) so it is seen once and not shipped to log stores.
    if (!password) {
      process.stdout.write(
        `\n  Admin account created. Sign in at /admin/login with\n    username: ${username}\n    password: ${chosen}\n  (shown only this once; set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own)\n\n`,
      );
    }
  }
}
