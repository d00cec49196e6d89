import { placeText } from '../resources/place';
import { and, eq } from 'drizzle-orm';
import type { DeskProblemBody } from '../../../contract/bookings';
import type { Database } from '../../db/client';
import { deskProblems, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { translator } from '../../i18n/translator';
import type { RequestContext } from '../../http/request-context';
import { enqueueMail } from '../../jobs/outbox';
import { findDesk } from '../desks/repository';

/** Stores the report and mails the group's admins, in one transaction. */
export async function reportDeskProblem(
  database: Database,
  { auth, user: reporter }: RequestContext,
  body: DeskProblemBody,
): Promise<number> {
  const desk = await findDesk(database.db, auth.groupId, body.desk_id);
  if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deskProblems)
      .values({ groupId: auth.groupId, resourceId: desk.resource.id, userId: auth.userId, type: body.type, description: body.description })
      .returning({ id: deskProblems.id });
    if (!row) throw new Error('desk problem insert returned nothing');
    const admins = await tx
      .select()
      .from(users)
      .where(and(eq(users.groupId, auth.groupId), eq(users.isAdmin, true)));
    for (const admin of admins) {
      const t = translator(admin.language);
      const values = {
        desk: desk.resource.label,
        place: placeText(desk),
        type: t(`desk_problem.types.${body.type}`),
        reporter: `${reporter.firstName} ${reporter.name}`,
        description: body.description,
      };
      await enqueueMail(tx, {
        groupId: auth.groupId,
        to: admin.email,
        subject: t('desk_problem.subject', values),
        text: t('desk_problem.text', values),
      });
    }
    return row.id;
  });
}
