import { STATE_TIME_ZONES, timeZoneForState } from '../common/us-states';

/** SQL for the time zone of a state code (the same table as timeZoneForState()). */
function stateTimeZoneSql(stateExpr: string): string {
  const cases = Object.entries(STATE_TIME_ZONES).map(([state, tz]) => `WHEN '${state}' THEN '${tz}'`);
  return `(CASE ${stateExpr} ${cases.join(' ')} ELSE '${timeZoneForState(null)}' END)`;
}

/**
 * SQL for an organization's number of events created this calendar month (in its state's time
 * zone): counted when read (index-only on events ("organizationId", "createdAt")), so it is right
 * after a month turns and creating an event does not have to lock the organization's row.
 */
export function eventsThisMonthSql(alias: string): string {
  const tz = stateTimeZoneSql(`${alias}.state`);
  return `SELECT count(*)::int FROM events ev WHERE ev."organizationId" = ${alias}.id AND ev."createdAt" >= (date_trunc('month', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
}
