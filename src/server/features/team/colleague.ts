import { asc, sql } from 'drizzle-orm';
import type { Colleague, Presence } from '../../../contract/team';
import { users } from '../../db/schema';

/** The columns of a user that a colleague may see (never the e-mail), plus the privacy switch. */
export const colleagueColumns = {
  id: users.id,
  firstName: users.firstName,
  name: users.name,
  userGroup: users.userGroup,
  hidden: users.presenceHidden,
};

export interface ColleagueRow {
  id: number;
  firstName: string;
  name: string;
  userGroup: string;
}

export const presentColleague = (row: ColleagueRow, presence: Presence): Colleague => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.name,
  department: row.userGroup,
  presence,
});

/** The name a notification gives a colleague. */
export const fullName = (row: { firstName: string; name: string }) => `${row.firstName} ${row.name}`;

/** By folded last name, then first name, byte-wise (`users_sort_name_idx` serves this order). */
export const byColleagueName = [sql`${users.sortName} COLLATE "C"`, asc(users.id)];
