import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/env';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { backupDatabase, backupFileName } from '../database/backup';
import { S3Bucket } from '../images/s3-bucket';
import { JobQueue } from '../jobs/job-queue.service';
import { BackupRow, BackupsRepository } from './backups.repository';
import { backupsToKeep } from './retention';
import { verifyBackup } from './verify-backup';
import { BackupRecordResponse, BackupStatusResponse } from './dto';

const toRecord = (b: BackupRow | null): BackupRecordResponse | null =>
  b && {
    file: path.basename(b.file),
    takenAt: new Date(b.takenAt).toISOString(),
    sizeBytes: b.sizeBytes === null ? null : Number(b.sizeBytes),
    rows: b.rows === null ? null : Number(b.rows),
    verifiedAt: b.verifiedAt && new Date(b.verifiedAt).toISOString(),
    error: b.error,
  };

/** The job queue's name for the scheduled backup (one replica takes each tick). */
export const BACKUP_JOB = 'backup';

/**
 * Scheduled backups: on BACKUP_CRON (with ENABLE_SCHEDULER) one replica writes a backup into BACKUP_DIR
 * (default DATA_DIR/backups), verifies it by restoring it into a scratch database, copies it to BACKUP_S3_BUCKET when
 * set (off the machine), records the outcome in `backups`, and keeps 7 daily and 4 weekly verified backups
 * (retention.ts), here and in the bucket. A failed one (its copy included) is recorded with its error and its file removed.
 */
@Injectable()
export class BackupsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Backups');
  private readonly bucket: S3Bucket | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RUNTIME) private readonly runtime: RuntimeContext,
    private readonly jobs: JobQueue,
    private readonly backups: BackupsRepository,
  ) {
    this.bucket = S3Bucket.configured(config, config.BACKUP_S3_BUCKET);
  }

  /** The bucket's key of a backup file. */
  static bucketKey(file: string): string {
    return `backups/${path.basename(file)}`;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.BACKUP_CRON === 'off') return;
    await this.jobs.every(BACKUP_JOB, this.config.BACKUP_CRON, () => this.run());
  }

  get directory(): string {
    return this.config.BACKUP_DIR ? path.resolve(this.config.BACKUP_DIR) : path.join(this.config.dataDir, 'backups');
  }

  /** Takes, verifies and records one backup, then applies retention. Answers its record's id. */
  async run(now = new Date()): Promise<string> {
    const file = path.join(this.directory, backupFileName(now));
    const id = await this.backups.start(file, now);
    try {
      const header = await backupDatabase(this.runtime.databaseUrl, file);
      await verifyBackup(this.runtime.databaseUrl, file);
      if (this.bucket) await this.bucket.put(BackupsService.bucketKey(file), fs.readFileSync(file), 'application/gzip');
      const rows = header.tables.reduce((n, t) => n + t.rows, 0);
      await this.backups.verified(id, fs.statSync(file).size, rows);
      this.logger.log(`backup ${file} written and verified (${rows} rows)`);
    } catch (e) {
      const error = (e as Error)?.message ?? String(e);
      await this.backups.failed(id, error);
      fs.rmSync(file, { force: true });
      this.logger.error(`backup ${file} failed: ${error}`);
      return id;
    }
    await this.applyRetention();
    return id;
  }

  /** Deletes the verified backups retention does not keep: their files and records. */
  async applyRetention(): Promise<BackupRow[]> {
    const all = await this.backups.verifiedOnes();
    const keep = backupsToKeep(all.map((b) => new Date(b.takenAt)));
    const gone = all.filter((_, i) => !keep.has(i));
    const removed: BackupRow[] = [];
    for (const b of gone) {
      fs.rmSync(b.file, { force: true });
      try {
        await this.bucket?.delete(BackupsService.bucketKey(b.file));
        removed.push(b);
      } catch (e) {
        // Its record stays, so the next run's retention deletes the copy then.
        this.logger.error(`backup ${path.basename(b.file)}: copy not deleted from the bucket: ${(e as Error).message}`);
      }
    }
    await this.backups.remove(removed.map((b) => b.id));
    return removed;
  }

  /** Where and when backups are taken, the last verified one, and a newer attempt (running or failed) if any. */
  async status(): Promise<BackupStatusResponse> {
    const { lastGood, lastAttempt } = await this.backups.status();
    return {
      directory: this.directory,
      schedule: this.config.BACKUP_CRON,
      lastGood: toRecord(lastGood),
      lastAttempt: toRecord(lastAttempt),
    };
  }
}
