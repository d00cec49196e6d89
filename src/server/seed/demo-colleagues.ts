import { and, eq, inArray } from 'drizzle-orm';
import { localDayOf } from '../../domain/time/local-day';
import { resolvedMinutesInterval } from '../../domain/time/interval';
import type { Tx } from '../db/client';
import { bookings, links, resources, users } from '../db/schema';
import { insertUser } from '../features/users/repository';

/** Design.md §4: a dozen colleagues of Dana's group, some of them her team, some at their desks today. */
export const DEMO_COLLEAGUES = [
  { email: 'juergen.mueller@deskfair.test', firstName: 'Jürgen', name: 'Müller', userGroup: 'Vertrieb' },
  { email: 'zoe.brueck@deskfair.test', firstName: 'Zoë', name: 'Brück', userGroup: 'Produkt' },
  { email: 'ayse.celik@deskfair.test', firstName: 'Ayşe', name: 'Çelik', userGroup: 'Entwicklung' },
  { email: 'bjoern.schaefer@deskfair.test', firstName: 'Björn', name: 'Schäfer', userGroup: 'Entwicklung' },
  { email: 'lena.weiss@deskfair.test', firstName: 'Lena', name: 'Weiß', userGroup: 'Marketing' },
  { email: 'mehmet.oeztuerk@deskfair.test', firstName: 'Mehmet', name: 'Öztürk', userGroup: 'Vertrieb' },
  { email: 'anna-lena.gross@deskfair.test', firstName: 'Anna-Lena', name: 'Groß', userGroup: 'Personal' },
  { email: 'felix.krueger@deskfair.test', firstName: 'Felix', name: 'Krüger', userGroup: 'Entwicklung' },
  { email: 'sophie.hoffmann@deskfair.test', firstName: 'Sophie', name: 'Hoffmann', userGroup: 'Finanzen' },
  { email: 'jonas.becker@deskfair.test', firstName: 'Jonas', name: 'Becker', userGroup: 'Produkt' },
  { email: 'marie.lefevre@deskfair.test', firstName: 'Marie', name: 'Lefèvre', userGroup: 'Marketing' },
  { email: 'tobias.kuehn@deskfair.test', firstName: 'Tobias', name: 'Kühn', userGroup: 'IT' },
] as const;

type ColleagueEmail = (typeof DEMO_COLLEAGUES)[number]['email'];

/** Dana's team (accepted links), and the one request still waiting for her answer. */
export const DEMO_TEAM: readonly ColleagueEmail[] = [
  'juergen.mueller@deskfair.test',
  'zoe.brueck@deskfair.test',
  'ayse.celik@deskfair.test',
  'bjoern.schaefer@deskfair.test',
];
export const DEMO_OPEN_REQUEST_FROM: ColleagueEmail = 'lena.weiss@deskfair.test';

/**
 * Full-day desks of the seed's day (group zone), one of them checked in: presence and today's team day show
 * something. Desks at the end of each area, and no later days, so the walkthroughs and tests that book ahead
 * find every desk free.
 */
const DEMO_DESKS_TODAY: ReadonlyArray<{ email: ColleagueEmail; desk: string; checkedIn?: true }> = [
  { email: 'juergen.mueller@deskfair.test', desk: 'B1-10', checkedIn: true },
  { email: 'zoe.brueck@deskfair.test', desk: 'B1-11' },
  { email: 'ayse.celik@deskfair.test', desk: 'B2-10' },
  { email: 'felix.krueger@deskfair.test', desk: 'H-10' },
];

/** The working day's hours of the demo bookings. */
const DAY_START_MINUTE = 8 * 60;
const DAY_END_MINUTE = 18 * 60;

/** Adds the demo colleagues, Dana's team and today's desks to the freshly seeded demo group. */
export async function seedDemoColleagues(
  tx: Tx,
  group: { id: number; timeZone: string },
  danaEmail: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const groupId = group.id;
  const ids = new Map<string, number>();
  for (const c of DEMO_COLLEAGUES) {
    const user = await insertUser(tx, { groupId, ...c, passwordHash, termsAcceptedAt: now });
    ids.set(c.email, user.id);
  }
  const [dana] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.email, danaEmail)));
  if (!dana) throw new Error('demo user missing');
  const idOf = (email: string) => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`demo colleague missing: ${email}`);
    return id;
  };
  await tx.insert(links).values([
    ...DEMO_TEAM.map((email) => ({
      groupId,
      requesterId: dana.id,
      addresseeId: idOf(email),
      status: 'accepted' as const,
      acceptedAt: now,
    })),
    { groupId, requesterId: idOf(DEMO_OPEN_REQUEST_FROM), addresseeId: dana.id },
  ]);
  const desks = await tx
    .select({ id: resources.id, label: resources.label })
    .from(resources)
    .where(
      and(
        eq(resources.groupId, groupId),
        eq(resources.kind, 'desk'),
        inArray(
          resources.label,
          DEMO_DESKS_TODAY.map((d) => d.desk),
        ),
      ),
    );
  const deskIds = new Map(desks.map((d) => [d.label, d.id]));
  const day = localDayOf(now, group.timeZone);
  await tx.insert(bookings).values(
    DEMO_DESKS_TODAY.map((d) => {
      const { start, end } = resolvedMinutesInterval(day, DAY_START_MINUTE, DAY_END_MINUTE, group.timeZone);
      const deskId = deskIds.get(d.desk);
      if (deskId === undefined) throw new Error(`demo desk missing: ${d.desk}`);
      return {
        groupId,
        userId: idOf(d.email),
        resourceId: deskId,
        resourceKind: 'desk' as const,
        day,
        startAt: start,
        endAt: end,
        status: 'booked' as const,
        checkedInAt: d.checkedIn ? start : null,
      };
    }),
  );
}
