import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../common/prepared-query';
import { AdminUser } from './admin-user.entity';

/** Every statement on the admin_users table. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly ds: DataSource) {}

  private repo(m: EntityManager = this.ds.manager) {
    return m.getRepository(AdminUser);
  }

  /** Runs `work` in a transaction. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** The enabled admin behind a token and the instant before which its tokens are refused (prepared: every admin request reads it). */
  async findForToken(id: string): Promise<{ id: string; username: string; tokensValidAfter: Date | null } | null> {
    const [admin] = await preparedQuery<{ id: string; username: string; tokensValidAfter: Date | null }>(
      this.ds,
      'sangam_jwt_admin',
      'SELECT id, username, "tokensValidAfter" FROM admin_users WHERE id = $1 AND "disabledAt" IS NULL',
      [id],
    );
    return admin ?? null;
  }

  /** The enabled admin that signs in with `username`, with its password hash and revocation instant. */
  findForLogin(username: string): Promise<AdminUser | null> {
    return this.repo()
      .createQueryBuilder('a')
      .addSelect(['a.passwordHash', 'a.tokensValidAfter'])
      .where('a.username = :username AND a.disabledAt IS NULL', { username })
      .getOne();
  }

  findById(id: string): Promise<AdminUser | null> {
    return this.repo().findOneBy({ id });
  }

  /** An admin by username, with what the start-up check compares (password hash, disabled, managed by). */
  findByUsername(username: string, m: EntityManager): Promise<AdminUser | null> {
    return this.repo(m).findOne({
      where: { username },
      select: { id: true, username: true, email: true, passwordHash: true, disabledAt: true, managedBy: true },
    });
  }

  count(m: EntityManager): Promise<number> {
    return this.repo(m).count();
  }

  async insert(admin: Pick<AdminUser, 'username' | 'email' | 'passwordHash'>, m: EntityManager): Promise<void> {
    await this.repo(m).insert(admin);
  }

  async update(id: string, patch: Partial<AdminUser>, m: EntityManager = this.ds.manager): Promise<void> {
    await this.repo(m).update({ id }, patch);
  }

  /** Disables the admins that came from the environment under another name; answers their usernames. */
  async disableEnvironmentAdminsExcept(username: string, m: EntityManager): Promise<string[]> {
    const [disabled]: [{ username: string }[], number] = await m.query(
      `UPDATE admin_users SET "disabledAt" = now(), "tokensValidAfter" = now()
        WHERE "managedBy" = 'environment' AND username <> $1 AND "disabledAt" IS NULL RETURNING username`,
      [username],
    );
    return disabled.map((d) => d.username);
  }
}
