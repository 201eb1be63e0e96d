import { randomBytes } from 'node:crypto';
import { BackupHeader, restoreDatabase, rowCount } from '../database/backup';
import { migrateDatabase } from '../database/data-source';
import { withClient } from '../database/pg-driver';

/**
 * A restore drill: `file` is restored into a scratch database made beside `url`'s (same server), which must then
 * hold exactly the rows the backup's header counts; the scratch database is dropped either way. Throws what
 * went wrong (a corrupt or truncated file fails its gunzip or a COPY).
 */
export async function verifyBackup(url: string, file: string): Promise<BackupHeader> {
  const name = `sangam_verify_${randomBytes(6).toString('hex')}`;
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return withClient(url, async (admin) => {
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      await migrateDatabase(scratch.toString(), 'sangam-backup-verify');
      const header = await restoreDatabase(scratch.toString(), file);
      await withClient(scratch.toString(), async (c) => {
        for (const t of header.tables) {
          const n = await rowCount(c, t.name);
          if (n !== t.rows) throw new Error(`table ${t.name}: ${n} rows restored, the backup says ${t.rows}`);
        }
      });
      return header;
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}
