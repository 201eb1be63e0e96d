import { Baseline1765350000000 } from './1765350000000-Baseline';
import { DropEventCards1765350000100 } from './1765350000100-DropEventCards';
import { SimplerSearch1765350000200 } from './1765350000200-SimplerSearch';
import { MailBouncesAndFollowConfirmations1765400000000 } from './1765400000000-MailBouncesAndFollowConfirmations';
import { IdempotencyKeysWithoutSecrets1765400000001 } from './1765400000001-IdempotencyKeysWithoutSecrets';
import { OutgoingMailSecrets1765400000002 } from './1765400000002-OutgoingMailSecrets';
import { OrganizationReappliedAt1765400000003 } from './1765400000003-OrganizationReappliedAt';
import { SourceHealthAndImportRules1765420000000 } from './1765420000000-SourceHealthAndImportRules';
import { HealthProbe1765470000000 } from './1765470000000-HealthProbe';
import { Backups1765470000001 } from './1765470000001-Backups';
import { FollowZipAndUpcomingMail1765490000000 } from './1765490000000-FollowZipAndUpcomingMail';
import { DropEarthIndex1765510000000 } from './1765510000000-DropEarthIndex';
import { PlaceSeriesDates1765520000000 } from './1765520000000-PlaceSeriesDates';

/**
 * Every migration, in the order TypeORM runs them (by the timestamp in the name; test/database.e2e-spec.ts checks it).
 * A new migration file is added at the end. The schema they make: backend/src/database/schema.sql.
 */
export const MIGRATIONS = [
  Baseline1765350000000,
  DropEventCards1765350000100,
  SimplerSearch1765350000200,
  MailBouncesAndFollowConfirmations1765400000000,
  IdempotencyKeysWithoutSecrets1765400000001,
  OutgoingMailSecrets1765400000002,
  OrganizationReappliedAt1765400000003,
  SourceHealthAndImportRules1765420000000,
  HealthProbe1765470000000,
  Backups1765470000001,
  FollowZipAndUpcomingMail1765490000000,
  DropEarthIndex1765510000000,
  PlaceSeriesDates1765520000000,
];
