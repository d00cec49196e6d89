import type { EgoResponse } from '../../../contract/ego';
import type { Language } from '../../../contract/limits';
import type { Database } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { executePrepared } from '../../db/prepared';
import { bookings, deskRequests, groups } from '../../db/schema';
import type { SessionClaims } from '../../http/access-token';
import { translator } from '../../i18n/translator';
import { presentRequest } from '../lottery/presenter';
import { presentRequests } from '../lottery/requests';
import { egoStatement, egoStatementWithoutRequests } from './ego-statement';

/** The nearest desk request as `egoStatement` reads it. */
interface RequestDocument {
  request: unknown;
  won_label: string | null;
  won_status: string | null;
  commitment: string | null;
  committed_at: string | null;
}

/** The nearest desk request's status, worded in the reader's language (the one part of GET ego the database leaves). */
async function lotteryRunStatus(
  database: Database,
  doc: RequestDocument,
  groupJson: unknown,
  language: Language,
  now: Date,
): Promise<EgoResponse['lottery_run_status']> {
  const group = rowFromJson(groups, groupJson);
  const request = rowFromJson(deskRequests, doc.request);
  const { won_label: label, won_status: status, commitment, committed_at: committedAt } = doc;
  if (request.status === 'waiting' && !commitment) {
    // Commits the day's draw seed when nothing has yet (the request was stored before commitments existed).
    const [presented = null] = await presentRequests(database.db, group, [request], language, now);
    return presented;
  }
  const won = label && status ? { label, status: rowFromJson(bookings, { status }).status } : null;
  const committed = commitment && committedAt ? { commitment, committedAt: new Date(committedAt) } : null;
  return presentRequest(request, group, won, committed, translator(language), language);
}

/**
 * The groups (per database) that an answer showed to have had desk requests: they are asked with the whole statement
 * from then on. Each process learns it for itself from the flag the leaner statement returns.
 */
const groupsWithRequests = new WeakMap<Database, Set<number>>();

function knownToHaveRequests(database: Database, groupId: number): boolean {
  return groupsWithRequests.get(database)?.has(groupId) ?? false;
}

function rememberRequests(database: Database, groupId: number): void {
  let groups = groupsWithRequests.get(database);
  if (!groups) groupsWithRequests.set(database, (groups = new Set()));
  groups.add(groupId);
}

/**
 * GET ego's row: by the statement without the desk request part while the group is not known to have had requests,
 * whose answer holds only if the group's flag, read in the same statement, is still false; else (once per process and
 * group) by the whole statement.
 */
async function egoRow(database: Database, claims: SessionClaims, now: Date): Promise<Record<string, unknown> | undefined> {
  const args = [claims.groupId, claims.userId, claims.sessionId, now] as const;
  if (!knownToHaveRequests(database, claims.groupId)) {
    const [row] = await executePrepared(database, egoStatementWithoutRequests, args);
    if (!row || row.has_desk_requests === false) return row;
    rememberRequests(database, claims.groupId);
  }
  const [row] = await executePrepared(database, egoStatement, args);
  return row;
}

/**
 * GET ego in one round trip (a prepared statement), or null when the session is not live (then 401). Most answers are
 * the database's JSON text as it is; one with a desk request ahead is completed here.
 */
export async function loadEgo(
  database: Database,
  claims: SessionClaims,
  language: Language,
  now: Date,
): Promise<{ json: string } | { answer: EgoResponse } | null> {
  const row = await egoRow(database, claims, now);
  if (!row) return null;
  const json = String(row.ego);
  if (!row.request) return { json };
  const answer = JSON.parse(json) as EgoResponse;
  answer.lottery_run_status = await lotteryRunStatus(database, row.request as RequestDocument, row.group, language, now);
  return { answer };
}
