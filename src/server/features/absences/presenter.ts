import type { Absence } from '../../../contract/absences';
import type { AbsenceRow } from './repository';

export const presentAbsence = (row: AbsenceRow): Absence => ({
  id: row.id,
  from_day: row.fromDay,
  to_day: row.toDay,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});
