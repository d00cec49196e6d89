import { and, eq } from 'drizzle-orm';
import type { DeskProblemBody } from '../../../contract/bookings';
import type { Database } from '../../db/client';
import { deskProblems, users } from '../../db/schema';
import { AppError, unauthorized } from '../../http/errors';
import { translator } from '../../http/i18n';
import type { AuthContext } from '../../http/request-context';
import { enqueueMail } from '../../jobs/outbox';
import { findDesk } from '../desks/repository';
import { findUser } from '../users/repository';

/** Stores the report and mails the group's admins, in one transaction. */
export async function reportDeskProblem(database: Database, auth: AuthContext, body: DeskProblemBody): Promise<number> {
  const desk = await findDesk(database.db, auth.groupId, body.desk_id);
  if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
  const reporter = await findUser(database.db, auth.groupId, auth.userId);
  if (!reporter) throw unauthorized();
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deskProblems)
      .values({ groupId: auth.groupId, deskId: desk.desk.id, userId: auth.userId, type: body.type, description: body.description })
      .returning({ id: deskProblems.id });
    if (!row) throw new Error('desk problem insert returned nothing');
    const admins = await tx
      .select()
      .from(users)
      .where(and(eq(users.groupId, auth.groupId), eq(users.isAdmin, true)));
    for (const admin of admins) {
      const t = translator(admin.language);
      const values = {
        desk: desk.desk.label,
        place: `${desk.locationName}, ${desk.areaName}`,
        type: t(`desk_problem.types.${body.type}`),
        reporter: `${reporter.firstName} ${reporter.name}`,
        description: body.description,
      };
      await enqueueMail(tx, { groupId: auth.groupId, to: admin.email, subject: t('desk_problem.subject', values), text: t('desk_problem.text', values) });
    }
    return row.id;
  });
}
