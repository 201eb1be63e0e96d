import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { BackupHeader, restoreDatabase, rowCount } from '../database/backup';
import { migrateDatabase } from '../database/data-source';

/**
 * A restore drill: `file` is restored into a scratch database made beside `url`'s (same server), which must then
 * hold exactly the rows the backup's header counts; the scratch database is dropped either way. Throws what
 * went wrong (a corrupt or truncated file fails its gunzip or a COPY).
 */
export async function verifyBackup(url: string, file: string): Promise<BackupHeader> {
  const name = `sangam_verify_${randomBytes(6).toString('hex')}`;
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      await migrateDatabase(scratch.toString(), 'sangam-backup-verify');
      const header = await restoreDatabase(scratch.toString(), file);
      const c = new Client({ connectionString: scratch.toString() });
      await c.connect();
      try {
        for (const t of header.tables) {
          const n = await rowCount(c, t.name);
          if (n !== t.rows) throw new Error(`table ${t.name}: ${n} rows restored, the backup says ${t.rows}`);
        }
      } finally {
        await c.end();
      }
      return header;
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
