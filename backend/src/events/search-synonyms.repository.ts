import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RaListParams } from '../common/ra-dialect';

/** A row of search_synonyms. */
export interface SynonymGroupRow {
  id: string;
  name: string;
  terms: string[];
  updatedAt: Date;
}

const SORT_COLUMNS: Record<string, string> = { id: 'id', name: 'lower(name)', updatedAt: '"updatedAt"' };
export const SYNONYM_SORT_FIELDS = Object.keys(SORT_COLUMNS);
const COLUMNS = `id, name, terms, "updatedAt"`;

/** Every statement on the search_synonyms table. */
@Injectable()
export class SearchSynonymsRepository {
  constructor(private readonly ds: DataSource) {}

  /** Every group's terms (the search reads them all: a few hundred words). */
  async allTerms(): Promise<string[][]> {
    const rows: Array<{ terms: string[] }> = await this.ds.query(`SELECT terms FROM search_synonyms`);
    return rows.map((r) => r.terms);
  }

  async list(params: RaListParams, q?: string): Promise<{ rows: SynonymGroupRow[]; total: number }> {
    const { field, order } = params.sort;
    const where = q ? `WHERE lower(name) LIKE '%' || $3 || '%' OR $3 = ANY(terms)` : '';
    const args: unknown[] = [params.take, params.skip];
    if (q) args.push(q.toLowerCase());
    const rows: SynonymGroupRow[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM search_synonyms ${where} ORDER BY ${SORT_COLUMNS[field] ?? 'lower(name)'} ${order === 'DESC' ? 'DESC' : 'ASC'}, id LIMIT $1 OFFSET $2`,
      args,
    );
    const [{ total }] = await this.ds.query(
      `SELECT count(*)::int AS total FROM search_synonyms ${where.replace(/\$3/g, '$1')}`,
      args.slice(2),
    );
    return { rows, total };
  }

  async find(id: string): Promise<SynonymGroupRow | null> {
    const [row] = await this.ds.query(`SELECT ${COLUMNS} FROM search_synonyms WHERE id = $1`, [id]);
    return row ?? null;
  }

  async insert(name: string, terms: string[]): Promise<SynonymGroupRow> {
    const [row] = await this.ds.query(`INSERT INTO search_synonyms (name, terms) VALUES ($1, $2) RETURNING ${COLUMNS}`, [name, terms]);
    return row;
  }

  async update(id: string, patch: { name?: string; terms?: string[] }): Promise<SynonymGroupRow | null> {
    const [rows] = await this.ds.query(
      `UPDATE search_synonyms SET name = coalesce($2, name), terms = coalesce($3, terms), "updatedAt" = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, patch.name ?? null, patch.terms ?? null],
    );
    return rows[0] ?? null;
  }

  async delete(id: string): Promise<SynonymGroupRow | null> {
    const [rows] = await this.ds.query(`DELETE FROM search_synonyms WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
    return rows[0] ?? null;
  }
}
