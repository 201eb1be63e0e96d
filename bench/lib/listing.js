'use strict';
const path = require('node:path');
const { TOTAL_COLUMN, TOTAL_CAP } = require(path.resolve(__dirname, '../../backend/dist/events/event-listing.sql.js'));
const { generatedStatementName } = require(path.resolve(__dirname, '../../backend/dist/common/prepared-query.js'));

/** A statement run as Sangam runs it: prepared when the listing's statements say so (generatedQuery). */
const run = (pool, sql, text, values) => pool.query({ name: sql.prepared ? generatedStatementName(text) : undefined, text, values });
/**
 * The statements of a listing or search as Sangam sends them (EventsQueryService.listPage): the page of rows,
 * which carry the total, then the count only when the page is empty. Totals beyond TOTAL_CAP answer TOTAL_CAP, as
 * the API does.
 */
async function queryListing(pool, sql) {
  const rows = await run(pool, sql, sql.rows, sql.rowsParams);
  const total = rows.rows.length ? rows.rows[0][TOTAL_COLUMN] : (await run(pool, sql, sql.count, sql.countParams)).rows[0].total;
  return { rows: rows.rows, total: Math.min(total, TOTAL_CAP) };
}

module.exports = { queryListing };
