import { ACTIVE_BOOKING_STATUSES } from '../../db/schema';
import type { PreparedStatement } from '../../db/prepared';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds, Z), whatever the session's TimeZone. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A booking on a desk, as `presentBooking` answers it. */
const booking = (b: string, r: string) =>
  `json_build_object('id', ${b}.id, 'day', ${b}.day, 'slot_id', ${b}.slot_id, 'start_at', ${iso(`${b}.start_at`)},
    'end_at', ${iso(`${b}.end_at`)}, 'status', ${b}.status, 'checked_in_at', ${iso(`${b}.checked_in_at`)},
    'desk', ${r}.desk_json, 'series_id', ${b}.series_id)`;

/** The user's desk bookings today and tomorrow (`t.today`, the group's day), presented, with what choosing among them needs. */
const bookingsOfDays = `
SELECT b.day, b.start_at, b.end_at, ${booking('b', 'r')} AS booking
FROM bookings b
JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
WHERE b.group_id = $1 AND b.user_id = $2 AND b.resource_kind = 'desk'
  AND b.status IN (${list(ACTIVE_BOOKING_STATUSES)}) AND b.day >= t.today AND b.day <= t.today + 1`;

/** The nearest desk request ahead, with its won desk and its day's draw commitment, as `lotteryRunStatus` reads it. */
const nearestDeskRequest = `
LEFT JOIN LATERAL (
  SELECT json_build_object('request', to_json(q), 'won_label', wr.label, 'won_status', wb.status,
      'commitment', c.commitment, 'committed_at', c.committed_at) AS request
  FROM desk_requests q
  LEFT JOIN bookings wb ON wb.group_id = q.group_id AND wb.id = q.booking_id
  LEFT JOIN resources wr ON wr.group_id = wb.group_id AND wr.id = wb.resource_id
  LEFT JOIN lottery_commitments c ON c.group_id = q.group_id AND c.day = q.day AND c.resource_kind = q.resource_kind
  WHERE q.group_id = $1 AND q.user_id = $2 AND q.resource_kind = 'desk' AND q.day >= t.today
  ORDER BY q.day LIMIT 1
) q ON true`;

/**
 * GET ego's whole answer, built by the database in one statement as the API's JSON text (Node sends it on as it is):
 * the user (never the password hash) and group of a live session — no row when the account is gone or the session
 * ended — the ticket, today's and tomorrow's desk bookings in the group's zone, the own desk, unread messages and open
 * invitations. The group's settings and slots are read as JSON the triggers of migration 0028 build whenever they
 * change (`ego_group_parts`), not built again for every answer; each desk with its place likewise, as the triggers of
 * migration 0034 keep it on the desk's row (`desk_json`; a user owns one desk at most, by a unique index). Only the
 * nearest desk request needs Node (its draw's status is worded in the reader's language): `request` carries it with the
 * group's row, and the answer's `lottery_run_status` is null until Node fills it in.
 * Today in the group's zone is worked out once (`t`), beside the group's row, and the day's and the next day's bookings
 * come from one pass over them, read in order of their start (`k`): each part of the plan costs its start-up on every
 * call, and a statement of this size spends more there than in reading its few rows.
 * `has_desk_requests` says whether the group has ever had a desk request (migration 0035): without the request part,
 * `request` is null, which is the answer only where that flag is false.
 * Parameters: group id, user id, session (refresh-token family) id, the app's clock.
 */
const egoText = (withRequest: boolean) => `
SELECT json_build_object(
  'user', json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name, 'name', u.name,
    'personnel_number', u.personnel_number, 'user_group', u.user_group, 'desk_label', u.desk_label,
    'language', u.language, 'desk_required', u.desk_required, 'desk_mode', u.desk_mode,
    'has_subscription', u.has_subscription,
    'subscriptions', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'valid_until', s.valid_until)
        ORDER BY s.id), '[]') FROM subscriptions s WHERE s.group_id = $1 AND s.user_id = $2),
    'subscription_needed', g.subscription_required AND u.desk_required <> 'none',
    'is_admin', u.is_admin,
    'is_approver', u.is_admin OR EXISTS (SELECT 1 FROM resource_approvers ra WHERE ra.group_id = $1 AND ra.user_id = $2)),
  'ticket', k.ticket,
  'schedule', json_build_object('day', t.today, 'bookings', coalesce(k.today, '[]')),
  'schedule_tomorrow', json_build_object('day', t.today + 1, 'bookings', coalesce(k.tomorrow, '[]')),
  'group', p.part,
  'desk', (SELECT r.desk_json FROM resources r
    WHERE r.group_id = $1 AND r.kind = 'desk' AND r.active AND r.owner_user_id = $2),
  'lottery_run_status', NULL,
  'unread_messages', (SELECT count(*) FROM messages m WHERE m.group_id = $1 AND m.user_id = $2 AND m.read_at IS NULL),
  'open_invitations', (SELECT count(*) FROM invitations i
    JOIN bookings ib ON ib.group_id = i.group_id AND ib.id = i.booking_id
    WHERE i.group_id = $1 AND i.user_id = $2 AND i.status = 'invited'
      AND ib.status IN (${list(ACTIVE_BOOKING_STATUSES)}) AND ib.end_at > $4)
)::text AS ego,
  ${withRequest ? 'q.request' : 'NULL::json AS request'},
  ${withRequest ? 'CASE WHEN q.request IS NOT NULL THEN to_json(g) END' : 'NULL::json'} AS "group",
  p.has_desk_requests
FROM users u
JOIN groups g ON g.id = u.group_id
LEFT JOIN ego_group_parts p ON p.group_id = g.id
CROSS JOIN LATERAL (SELECT ($4 AT TIME ZONE g.time_zone)::date AS today) t
CROSS JOIN LATERAL (
  SELECT json_agg(m.booking) FILTER (WHERE m.day = t.today) AS today,
    json_agg(m.booking) FILTER (WHERE m.day = t.today + 1) AS tomorrow,
    (array_agg(m.booking) FILTER (WHERE m.day = t.today AND m.end_at > $4))[1] AS ticket
  FROM (${bookingsOfDays} ORDER BY b.start_at) m
) k${withRequest ? nearestDeskRequest : ''}
WHERE u.group_id = $1 AND u.id = $2 AND u.deactivated_at IS NULL AND g.id = $1
  AND EXISTS (SELECT 1 FROM refresh_tokens rt WHERE rt.group_id = $1 AND rt.user_id = $2 AND rt.family_id = $3
    AND rt.revoked_at IS NULL AND rt.expires_at > now())`;

type EgoParameters = readonly ['int', 'int', 'uuid', 'timestamptz'];
const egoParameterTypes: EgoParameters = ['int', 'int', 'uuid', 'timestamptz'];

/** GET ego for any group. */
export const egoStatement = {
  name: 'deskfair_ego_v9',
  parameterTypes: egoParameterTypes,
  text: egoText(true),
} satisfies PreparedStatement<EgoParameters>;

/**
 * GET ego for a group that has never had a desk request: the same answer without the request part's plan (desk
 * requests, the won booking and desk, the day's commitment), about a seventh less of the database's time per call.
 */
export const egoStatementWithoutRequests = {
  name: 'deskfair_ego_without_requests_v1',
  parameterTypes: egoParameterTypes,
  text: egoText(false),
} satisfies PreparedStatement<EgoParameters>;
