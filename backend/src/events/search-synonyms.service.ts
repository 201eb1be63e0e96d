import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { RaListParams } from '../common/ra-dialect';
import { SearchSynonymsRepository, SynonymGroupRow } from './search-synonyms.repository';

/**
 * The search's synonym groups (table search_synonyms): which words a typed word also matches
 * ('diwali' → 'deepavali', 'deepawali' …). Read into memory and kept for a minute, or until an admin
 * edits a group in this process.
 */
@Injectable()
export class SearchSynonymsService {
  private static readonly TTL_MS = 60_000;
  private byWord: Map<string, string[]> | null = null;
  private loadedAt = 0;
  private loading: Promise<Map<string, string[]>> | null = null;

  constructor(private readonly groups: SearchSynonymsRepository) {}

  /** The words `word` also matches (its groups' other terms); empty when it has none. */
  async synonymsOf(words: string[]): Promise<Map<string, string[]>> {
    const byWord = await this.index();
    return new Map(words.map((w) => [w, byWord.get(w) ?? []]));
  }

  private async index(): Promise<Map<string, string[]>> {
    if (this.byWord && Date.now() - this.loadedAt < SearchSynonymsService.TTL_MS) return this.byWord;
    this.loading ??= this.groups
      .allTerms()
      .then((groups) => {
        const byWord = new Map<string, string[]>();
        for (const terms of groups)
          for (const t of terms) {
            const others = byWord.get(t) ?? [];
            for (const o of terms) if (o !== t && !others.includes(o)) others.push(o);
            byWord.set(t, others);
          }
        this.byWord = byWord;
        this.loadedAt = Date.now();
        return byWord;
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** Forget the groups read (after an edit, and in tests). */
  forget(): void {
    this.byWord = null;
  }

  // ---- admin: /api/admin/search-synonyms ------------------------------------------------------

  list(params: RaListParams, q?: string): Promise<{ rows: SynonymGroupRow[]; total: number }> {
    return this.groups.list(params, q);
  }

  async get(id: string): Promise<SynonymGroupRow> {
    return found(await this.groups.find(id));
  }

  create(name: string, terms: string[]): Promise<SynonymGroupRow> {
    return this.edited(this.groups.insert(name, terms));
  }

  update(id: string, patch: { name?: string; terms?: string[] }): Promise<SynonymGroupRow> {
    return this.edited(this.groups.update(id, patch));
  }

  remove(id: string): Promise<SynonymGroupRow> {
    return this.edited(this.groups.delete(id));
  }

  /** The group an edit answers (missing: 404); the groups read are forgotten, so searches see the edit at once. */
  private async edited(edit: Promise<SynonymGroupRow | null>): Promise<SynonymGroupRow> {
    const row = found(await edit);
    this.forget();
    return row;
  }
}

function found(row: SynonymGroupRow | null): SynonymGroupRow {
  if (!row) throw new DomainError('synonym_group_not_found');
  return row;
}
