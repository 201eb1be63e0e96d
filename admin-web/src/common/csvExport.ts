import { defaultExporter, type Exporter } from 'react-admin';

/** A cell a spreadsheet would run as a formula: text starting with =, +, -, @, a tab or a carriage return (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Every string of a record, at any depth, made inert: a leading apostrophe keeps it text in Excel, Numbers and Sheets. */
function neutralizeFormulas(value: unknown): unknown {
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (Array.isArray(value)) return value.map(neutralizeFormulas);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, neutralizeFormulas(v)]));
  return value;
}

/** The console's CSV export: react-admin's own, with what visitors and organizers typed kept as plain text. */
export const csvExporter: Exporter = (records, fetchRelated, dataProvider, resource) =>
  defaultExporter(records.map(neutralizeFormulas), fetchRelated, dataProvider, resource);
