import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ImportRules, normalizeRules, NO_RULES } from './import-rules';

/** Every statement on organization_import_rules: what each organization set for its imports. */
@Injectable()
export class ImportRulesRepository {
  constructor(private readonly ds: DataSource) {}

  /** The rules of these organizations (those that set none are left out). */
  async of(organizationIds: string[]): Promise<Map<string, ImportRules>> {
    if (!organizationIds.length) return new Map();
    const rows: Array<ImportRules & { organizationId: string }> = await this.ds.query(
      `SELECT "organizationId", "skipTitles", "skipCategories", "defaultCategory", "defaultVenue"
         FROM organization_import_rules WHERE "organizationId" = ANY($1::uuid[])`,
      [organizationIds],
    );
    return new Map(rows.map((r) => [r.organizationId, normalizeRules(r)]));
  }

  async get(organizationId: string): Promise<ImportRules> {
    return (await this.of([organizationId])).get(organizationId) ?? NO_RULES;
  }

  async save(organizationId: string, rules: ImportRules): Promise<void> {
    await this.ds.query(
      `INSERT INTO organization_import_rules ("organizationId", "skipTitles", "skipCategories", "defaultCategory", "defaultVenue", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT ("organizationId") DO UPDATE
         SET "skipTitles" = EXCLUDED."skipTitles", "skipCategories" = EXCLUDED."skipCategories",
             "defaultCategory" = EXCLUDED."defaultCategory", "defaultVenue" = EXCLUDED."defaultVenue", "updatedAt" = now()`,
      [organizationId, rules.skipTitles, rules.skipCategories, rules.defaultCategory, rules.defaultVenue],
    );
  }
}
