import type { Language } from '../../../contract/limits';
import type { ParkingRequest, ParkingRequestBody } from '../../../contract/parking';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { deskRequests } from '../../db/schema';
import { invalid, invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { translator } from '../../i18n/translator';
import { requireCoveredDays } from '../bookings/subscription-cover';
import { daysWithDrawAhead } from '../lottery/requests';
import { presentParkingRequest } from './presenter';

/**
 * Asks for a parking space on each day (any space: the draw assigns one), in a group that allocates by lottery,
 * for days whose draw is still ahead. Subscriptions are demanded as for desk requests. One request per user and day.
 */
export async function requestParkingDays(
  database: Database,
  context: RequestContext,
  body: ParkingRequestBody,
  language: Language,
  now: Date,
): Promise<ParkingRequest[]> {
  const { auth, group } = context;
  if (group.allocationMode !== 'algorithm') throw invalidField('days', 'validation.not_lottery_mode');
  const problems = requestDayProblems(body.days, localDayOf(now, group.timeZone), group.maxAdvanceDays);
  if (problems.length > 0) throw invalid({ days: problems.map(({ key, ...params }) => ({ key, params })) });
  const open = await daysWithDrawAhead(database.db, group, body.days, now, 'parking');
  if (body.days.some((day) => !open.has(day))) throw invalidField('days', 'validation.draw_closed');
  await requireCoveredDays(database.db, context, body.days);
  try {
    const rows = await database.db
      .insert(deskRequests)
      .values(
        [...new Set(body.days)]
          .sort()
          .map((day) => ({ groupId: auth.groupId, userId: auth.userId, day, resourceKind: 'parking' as const })),
      )
      .returning();
    const t = translator(language);
    return rows.map((row) => presentParkingRequest(row, group, null, t, language));
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('days', 'validation.already_requested');
    throw error;
  }
}
