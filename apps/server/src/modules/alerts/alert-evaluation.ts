import { sql } from 'drizzle-orm';
import {
  metricKey,
  metricLabel,
  type TAlertNotification,
  type TAlertTarget,
  type TMetricRef,
  type TMetricValue,
  type TScreenDefinition,
} from '@pantau/contracts';
import { evaluateDefinition, metricRefsOf } from '@pantau/market';
import { executeRows, type Db } from '../../db/client.ts';
import {
  loadMetricSnapshot,
  metricReader,
  type MetricReader,
  type MetricSnapshot,
} from '../screens/metric-snapshot.ts';
import { findPlanKinds } from '../subscription/plan-kinds.ts';
import { definitionText } from './alert-text.ts';

/** A notification lists at most this many stocks (a screen may move dozens at once). */
const STOCKS_PER_NOTIFICATION = 50;

type AlertState = { match: boolean } | { label: TMetricValue } | { members: string[] };

type EvaluatedAlert = {
  id: string;
  user_id: string;
  role: string;
  name: string;
  target: unknown;
  email: boolean;
  state: AlertState | null;
  state_date: string | null;
  screen_name: string | null;
  screen_definition: unknown;
  email_enabled: boolean | null;
};

type Stocks = TAlertNotification['stocks'];
type Firing = { title: string; stocks: Stocks };

export type EvaluationResult = { asOf: string; live: boolean; alerts: number; fired: number; ms: number };

/**
 * Evaluates every active alert of every member with a plan against the latest trading day and
 * records each firing once: the new state and its notification are written in one transaction
 * under a lock every instance takes, so instances that evaluate the same change find the state
 * already moved and fire nothing.
 */
export async function evaluateAlerts(db: Db, now: Date): Promise<EvaluationResult | null> {
  const started = performance.now();
  // Most imports (and every test's) meet no alert: the market's metrics are not worth computing.
  const [any] = await executeRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM alerts WHERE active) AS any`,
  );
  if (!any?.any) return null;
  const snapshot = await loadMetricSnapshot(db);
  let evaluated = 0;
  let fired = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727033)`);
    const rows = await executeRows<EvaluatedAlert>(
      tx,
      sql`SELECT a.id, a.user_id::text AS user_id, u.role::text AS role, a.name, a.target, a.email, a.state,
                 a.state_date::text AS state_date, s.name AS screen_name, s.definition AS screen_definition,
                 st.email_enabled
          FROM alerts a JOIN users u ON u.id = a.user_id
          LEFT JOIN saved_screens s ON s.id = a.screen_id
          LEFT JOIN alert_settings st ON st.user_id = a.user_id
          WHERE a.active AND u.is_active`,
    );
    const plans = await findPlanKinds(tx, [...new Set(rows.map((row) => row.user_id))], now);
    // An expired plan pauses its alerts: kept, not evaluated, their state left as it was.
    const due = rows.filter(
      (row) => (row.role === 'admin' || plans.has(row.user_id)) && (row.state_date ?? '') <= snapshot.asOf,
    );
    // Targets and screens were checked against their schemas when they were stored.
    const targets = due.map((row) => ({ row, target: row.target as TAlertTarget }));
    const read = await metricReader(
      tx,
      snapshot,
      targets.flatMap(({ row, target }) => refsOf(target, row)),
    );
    const screens = new ScreenResults(snapshot, read);
    const updates: { id: string; state: AlertState; fired: boolean }[] = [];
    const notifications: Record<string, unknown>[] = [];
    for (const { row, target } of targets) {
      evaluated += 1;
      const outcome = evaluate(row, target, snapshot, read, screens);
      if (!outcome) continue;
      updates.push({ id: row.id, state: outcome.state, fired: outcome.firing !== null });
      if (!outcome.firing) continue;
      fired += 1;
      notifications.push({
        user_id: row.user_id,
        alert_id: row.id,
        alert_name: row.name,
        trade_date: snapshot.asOf,
        live: snapshot.live,
        title: outcome.firing.title.slice(0, 300),
        stocks: outcome.firing.stocks,
        email_status: row.email && row.email_enabled !== false ? 'pending' : 'none',
      });
    }
    if (updates.length > 0) {
      await tx.execute(
        sql`UPDATE alerts a SET state = v.state, state_date = ${snapshot.asOf}::date,
              last_fired_at = CASE WHEN v.fired THEN now() ELSE a.last_fired_at END
            FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS v(id uuid, state jsonb, fired boolean)
            WHERE a.id = v.id`,
      );
    }
    if (notifications.length > 0) {
      await tx.execute(
        sql`INSERT INTO alert_notifications (user_id, alert_id, alert_name, trade_date, live, title, stocks, email_status)
            SELECT v.user_id, v.alert_id, v.alert_name, v.trade_date, v.live, v.title, v.stocks, v.email_status
            FROM jsonb_to_recordset(${JSON.stringify(notifications)}::jsonb)
              AS v(user_id uuid, alert_id uuid, alert_name text, trade_date date, live boolean, title text,
                   stocks jsonb, email_status text)`,
      );
    }
  });
  return {
    asOf: snapshot.asOf,
    live: snapshot.live,
    alerts: evaluated,
    fired,
    ms: Math.round(performance.now() - started),
  };
}

function screenDefinition(row: EvaluatedAlert): TScreenDefinition {
  return row.screen_definition as TScreenDefinition;
}

function refsOf(target: TAlertTarget, row: EvaluatedAlert): TMetricRef[] {
  if (target.kind === 'condition') return metricRefsOf(target.definition) as TMetricRef[];
  if (target.kind === 'label') return [target.metric];
  return metricRefsOf(screenDefinition(row)) as TMetricRef[];
}

function valuesOf(
  refs: readonly TMetricRef[],
  read: (ref: TMetricRef) => TMetricValue,
): Record<string, TMetricValue> {
  const values: Record<string, TMetricValue> = {};
  for (const ref of refs) values[metricKey(ref)] = read(ref);
  return values;
}

/** One run per saved screen however many alerts follow it. */
class ScreenResults {
  private readonly members = new Map<string, string[]>();
  constructor(
    private readonly snapshot: MetricSnapshot,
    private readonly read: MetricReader,
  ) {}

  of(screenKey: string, definition: TScreenDefinition): string[] {
    let members = this.members.get(screenKey);
    if (!members) {
      members = this.snapshot.stocks
        .filter((stock) => evaluateDefinition(definition, (ref) => this.read(stock, ref as TMetricRef)))
        .map((stock) => stock.symbol);
      this.members.set(screenKey, members);
    }
    return members;
  }
}

function evaluate(
  row: EvaluatedAlert,
  target: TAlertTarget,
  snapshot: MetricSnapshot,
  read: MetricReader,
  screens: ScreenResults,
): { state: AlertState; firing: Firing | null } | null {
  const previous = row.state;
  if (target.kind === 'condition') {
    const stock = snapshot.bySymbol.get(target.symbol);
    const match = stock
      ? evaluateDefinition(target.definition, (ref) => read(stock, ref as TMetricRef))
      : false;
    const was = previous !== null && 'match' in previous ? previous.match : false;
    if (previous !== null && 'match' in previous && was === match) return null;
    const refs = metricRefsOf(target.definition) as TMetricRef[];
    const firing =
      match && !was && stock
        ? {
            title: `${target.symbol}: ${definitionText(target.definition)}`,
            stocks: [
              {
                symbol: target.symbol,
                change: 'fired' as const,
                values: valuesOf(refs, (ref) => read(stock, ref)),
              },
            ],
          }
        : null;
    return { state: { match }, firing };
  }
  if (target.kind === 'label') {
    const stock = snapshot.bySymbol.get(target.symbol);
    const label = stock ? read(stock, target.metric) : null;
    const was = previous !== null && 'label' in previous ? previous.label : undefined;
    if (was === label) return null;
    // The first look only records the label: a change needs a label to change from.
    const firing =
      was !== undefined && was !== null && label !== null
        ? {
            title: `${target.symbol}: ${metricLabel(target.metric)} changed from ${String(was)} to ${String(label)}`,
            stocks: [
              {
                symbol: target.symbol,
                change: 'changed' as const,
                values: { [metricKey(target.metric)]: label },
              },
            ],
          }
        : null;
    return { state: { label }, firing };
  }
  const definition = screenDefinition(row);
  const members = screens.of(target.screenId, definition);
  const before = previous !== null && 'members' in previous ? previous.members : null;
  if (before !== null && sameMembers(before, members)) return null;
  if (before === null) return { state: { members }, firing: null };
  const was = new Set(before);
  const now = new Set(members);
  const entered = target.on === 'leave' ? [] : members.filter((symbol) => !was.has(symbol));
  const left = target.on === 'enter' ? [] : before.filter((symbol) => !now.has(symbol));
  if (entered.length === 0 && left.length === 0) return { state: { members }, firing: null };
  const refs = metricRefsOf(definition) as TMetricRef[];
  const stocks: Stocks = [
    ...entered.map((symbol) => ({ symbol, change: 'entered' as const })),
    ...left.map((symbol) => ({ symbol, change: 'left' as const })),
  ]
    .slice(0, STOCKS_PER_NOTIFICATION)
    .map((entry) => {
      const stock = snapshot.bySymbol.get(entry.symbol);
      return { ...entry, values: stock ? valuesOf(refs, (ref) => read(stock, ref)) : {} };
    });
  const parts = [moved(entered, 'entered'), moved(left, 'left')].filter(Boolean);
  return {
    state: { members },
    firing: { title: `“${row.screen_name ?? 'Screen'}”: ${parts.join('; ')}`, stocks },
  };
}

/** 'BBCA, TLKM entered' for a few stocks, '12 stocks entered' for more. */
function moved(symbols: readonly string[], verb: string): string | null {
  if (symbols.length === 0) return null;
  return symbols.length <= 3 ? `${symbols.join(', ')} ${verb}` : `${symbols.length} stocks ${verb}`;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((symbol, index) => symbol === b[index]);
}
