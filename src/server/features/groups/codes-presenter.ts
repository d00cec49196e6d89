import type { GroupCode } from '../../../contract/create-group';
import type { GroupCodeRow } from './codes-repository';

export const presentGroupCode = (row: GroupCodeRow): GroupCode => ({
  code: row.code,
  created_at: row.createdAt.toISOString(),
  retired_at: row.retiredAt?.toISOString() ?? null,
});
