import { rowJsonWithout } from '../../db/json-rows';
import { ACTIVE_BOOKING_STATUSES, users } from '../../db/schema';
import type { PreparedStatement } from '../../db/prepared';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** A resource with its place, as the presenters read it (`PlacedResource`). */
const placed = (r: string, a: string, l: string) =>
  `json_build_object('resource', to_json(${r}), 'area_name', ${a}.name, 'location_id', ${l}.id, 'location_name', ${l}.name)`;

/**
 * Everything GET ego answers, as one JSON document built by the database in one statement (json: built as text, which jsonb would first
 * convert to its binary form): the user (never the
 * password hash) and group of a live session — no row when the account is gone or the session ended — the slots,
 * subscriptions, today's and tomorrow's desk bookings in the group's zone, the own desk, whether the user approves
 * anything, the nearest desk request with its won booking and commitment, unread messages and open invitations.
 * Parameters: group id, user id, session (refresh-token family) id, the app's clock.
 */
export const egoStatement = {
  name: 'deskfair_ego_v2',
  parameterTypes: ['int', 'int', 'uuid', 'timestamptz'] as const,
  text: `
SELECT json_build_object(
  'today', d.today,
  'user', ${rowJsonWithout(users, 'u', ['passwordHash'])},
  'group', to_json(g),
  'slots', (SELECT coalesce(json_agg(to_json(s) ORDER BY s.position, s.id), '[]') FROM slots s WHERE s.group_id = $1),
  'subscriptions', (SELECT coalesce(json_agg(to_json(s) ORDER BY s.id), '[]') FROM subscriptions s
    WHERE s.group_id = $1 AND s.user_id = $2),
  'bookings', (SELECT coalesce(json_agg(json_build_object('booking', to_json(b), 'desk', ${placed('r', 'a', 'l')})
      ORDER BY b.start_at), '[]')
    FROM bookings b
    JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
    JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
    JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
    WHERE b.group_id = $1 AND b.user_id = $2 AND b.resource_kind = 'desk'
      AND b.status IN (${list(ACTIVE_BOOKING_STATUSES)}) AND b.day >= d.today AND b.day <= d.today + 1),
  'own_desk', (SELECT ${placed('r', 'a', 'l')}
    FROM resources r
    JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
    JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
    WHERE r.group_id = $1 AND r.kind = 'desk' AND r.active AND r.owner_user_id = $2 LIMIT 1),
  'approves', u.is_admin OR EXISTS (SELECT 1 FROM resource_approvers ra WHERE ra.group_id = $1 AND ra.user_id = $2),
  'request', (SELECT json_build_object('request', to_json(q), 'won_label', wr.label, 'won_status', wb.status,
      'commitment', c.commitment, 'committed_at', c.committed_at)
    FROM desk_requests q
    LEFT JOIN bookings wb ON wb.group_id = q.group_id AND wb.id = q.booking_id
    LEFT JOIN resources wr ON wr.group_id = wb.group_id AND wr.id = wb.resource_id
    LEFT JOIN lottery_commitments c ON c.group_id = q.group_id AND c.day = q.day AND c.resource_kind = q.resource_kind
    WHERE q.group_id = $1 AND q.user_id = $2 AND q.resource_kind = 'desk' AND q.day >= d.today
    ORDER BY q.day LIMIT 1),
  'unread_messages', (SELECT count(*) FROM messages m WHERE m.group_id = $1 AND m.user_id = $2 AND m.read_at IS NULL),
  'open_invitations', (SELECT count(*) FROM invitations i
    JOIN bookings ib ON ib.group_id = i.group_id AND ib.id = i.booking_id
    WHERE i.group_id = $1 AND i.user_id = $2 AND i.status = 'invited'
      AND ib.status IN (${list(ACTIVE_BOOKING_STATUSES)}) AND ib.end_at > $4)
) AS ego
FROM users u
JOIN groups g ON g.id = u.group_id
CROSS JOIN LATERAL (SELECT ($4 AT TIME ZONE g.time_zone)::date AS today) d
WHERE u.group_id = $1 AND u.id = $2 AND u.deactivated_at IS NULL
  AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.group_id = $1 AND t.user_id = $2 AND t.family_id = $3
    AND t.revoked_at IS NULL AND t.expires_at > now())`,
} satisfies PreparedStatement<readonly ['int', 'int', 'uuid', 'timestamptz']>;
