import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { subscriptions, userDirectory, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUser(q: Queryable, groupId: number, userId: number): Promise<UserRow | null> {
  const rows = await q
    .select()
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const rows = await q
    .select({ user: users })
    .from(userDirectory)
    .innerJoin(users, and(eq(users.groupId, userDirectory.groupId), eq(users.id, userDirectory.userId)))
    .where(eq(userDirectory.email, email.trim().toLowerCase()))
    .limit(1);
  return rows[0]?.user ?? null;
}

/** Inserts the user and its directory entry; a taken email fails with 23505 on the directory. */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const [row] = await q.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned nothing');
  await q.insert(userDirectory).values({ email: row.email, groupId: row.groupId, userId: row.id });
  return row;
}

export async function userSubscriptions(q: Queryable, groupId: number, userId: number) {
  return q
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.groupId, groupId), eq(subscriptions.userId, userId)));
}

/** The user as a request sees it: every column but the password hash. */
export type SessionUser = Omit<UserRow, 'passwordHash'>;
