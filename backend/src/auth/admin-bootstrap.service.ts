import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/env';
import { AdminUser } from './admin-user.entity';
import { hashPassword, verifyPassword } from './password';

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
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  /** Returns what it did, for tests and logs. */
  async ensureAdmin(): Promise<'configured-created' | 'configured-updated' | 'configured-unchanged' | 'generated' | 'existing'> {
    // Several instances may start together: one at a time decides (transaction-level lock).
    return this.ds.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(72617002)');
      return this.ensureAdminLocked(m.getRepository(AdminUser));
    });
  }

  private async ensureAdminLocked(
    repo: Repository<AdminUser>,
  ): Promise<'configured-created' | 'configured-updated' | 'configured-unchanged' | 'generated' | 'existing'> {
    const { ADMIN_USERNAME: username } = this.config;
    if (!username) return this.ensureSomeAdmin(repo);
    const outcome = await this.ensureConfiguredAdmin(repo, username);
    const [disabled]: [{ username: string }[], number] = await repo.query(
      `UPDATE admin_users SET "disabledAt" = now(), "tokensValidAfter" = now()
        WHERE "managedBy" = 'environment' AND username <> $1 AND "disabledAt" IS NULL RETURNING username`,
      [username],
    );
    for (const d of disabled) this.logger.log(`admin '${d.username}' disabled: ADMIN_USERNAME is now '${username}'`);
    return outcome;
  }

  private async ensureConfiguredAdmin(
    repo: Repository<AdminUser>,
    username: string,
  ): Promise<'configured-created' | 'configured-updated' | 'configured-unchanged'> {
    const { ADMIN_PASSWORD: password, ADMIN_EMAIL: email } = this.config;
    const existing = await repo.findOne({
      where: { username },
      select: { id: true, username: true, email: true, passwordHash: true, disabledAt: true, managedBy: true },
    });
    if (!existing) {
      if (!password) {
        const generated = randomBytes(12).toString('base64url');
        await repo.insert({ username, email: email ?? `${username}@sangam.local`, passwordHash: await hashPassword(generated) });
        this.printOnce(username, generated);
        return 'configured-created';
      }
      await repo.insert({ username, email: email ?? `${username}@sangam.local`, passwordHash: await hashPassword(password) });
      this.logger.log(`admin '${username}' created from ADMIN_USERNAME/ADMIN_PASSWORD`);
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
      await repo.update({ id: existing.id }, patch);
      this.logger.log(`admin '${username}' updated from ADMIN_USERNAME/ADMIN_PASSWORD/ADMIN_EMAIL`);
      return 'configured-updated';
    }
    return 'configured-unchanged';
  }

  private async ensureSomeAdmin(repo: Repository<AdminUser>): Promise<'generated' | 'existing'> {
    if ((await repo.count()) > 0) return 'existing';
    const generated = randomBytes(12).toString('base64url');
    await repo.insert({ username: 'admin', email: 'admin@sangam.local', passwordHash: await hashPassword(generated) });
    this.printOnce('admin', generated);
    return 'generated';
  }

  private printOnce(username: string, password: string): void {
    // Printed to the console directly (not the JSON log) so it is seen once and not shipped to log stores.
    process.stdout.write(
      `\n  Admin account created. Sign in at /admin/login with\n    username: ${username}\n    password: ${password}\n  (shown only this once; set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own)\n\n`,
    );
  }
}
