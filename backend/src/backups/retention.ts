/** The UTC day of a moment, YYYY-MM-DD. */
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday (UTC) that starts a moment's ISO week, YYYY-MM-DD. */
const week = (d: Date) => day(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7))));

/**
 * Which verified backups to keep (indexes into `takenAt`): the newest of each of the `daily` most recent days that
 * have one, and the newest of each of the `weekly` most recent ISO weeks that have one (UTC). The rest go.
 */
export function backupsToKeep(takenAt: Date[], daily = 7, weekly = 4): Set<number> {
  const newestFirst = takenAt.map((d, i) => ({ d, i })).sort((a, b) => b.d.getTime() - a.d.getTime());
  const keep = new Set<number>();
  for (const [key, count] of [
    [day, daily],
    [week, weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const { d, i } of newestFirst) {
      const k = key(d);
      if (seen.has(k)) continue;
      if (seen.size >= count) break;
      seen.add(k);
      keep.add(i);
    }
  }
  return keep;
}
