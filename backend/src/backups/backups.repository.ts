import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface BackupRow {
  id: string;
  file: string;
  takenAt: Date;
  sizeBytes: string | null;
  rows: string | null;
  verifiedAt: Date | null;
  error: string | null;
}

/** Every statement on backups. */
@Injectable()
export class BackupsRepository {
  constructor(private readonly ds: DataSource) {}

  async start(file: string, takenAt: Date): Promise<string> {
    const [row] = await this.ds.query<Array<{ id: string }>>(`INSERT INTO backups (file, "takenAt") VALUES ($1, $2) RETURNING id`, [
      file,
      takenAt,
    ]);
    return row.id;
  }

  async verified(id: string, sizeBytes: number, rows: number): Promise<void> {
    await this.ds.query(`UPDATE backups SET "sizeBytes" = $2, "rows" = $3, "verifiedAt" = now() WHERE id = $1`, [id, sizeBytes, rows]);
  }

  async failed(id: string, error: string): Promise<void> {
    await this.ds.query(`UPDATE backups SET error = $2 WHERE id = $1`, [id, error.slice(0, 2000)]);
  }

  /** Verified backups, newest first (retention's input). */
  verifiedOnes(): Promise<BackupRow[]> {
    return this.ds.query(`SELECT * FROM backups WHERE "verifiedAt" IS NOT NULL ORDER BY "takenAt" DESC`);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length) await this.ds.query(`DELETE FROM backups WHERE id = ANY($1)`, [ids]);
  }

  /** The newest verified backup, and the newest attempt if it came after it (running or failed). */
  async status(): Promise<{ lastGood: BackupRow | null; lastAttempt: BackupRow | null }> {
    // Retention keeps a dozen verified ones at most.
    const [lastGood] = await this.verifiedOnes();
    const [lastAttempt] = await this.ds.query<BackupRow[]>(`SELECT * FROM backups ORDER BY "takenAt" DESC LIMIT 1`);
    return { lastGood: lastGood ?? null, lastAttempt: lastAttempt && lastAttempt.id !== lastGood?.id ? lastAttempt : null };
  }
}
