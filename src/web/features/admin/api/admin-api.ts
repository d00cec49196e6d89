import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminGroupSchema,
  groupTextsSchema,
  slotSchema,
  type slotsResponseSchema,
  type AdminGroup,
  type AdminGroupBody,
  type GroupTexts,
  type SlotBody,
} from '../../../../contract/admin-group';
import type { Slot } from '../../../../contract/group';
import { groupSchema, type Group } from '../../../../contract/group';
import type { ParkingLinkBody } from '../../../../contract/parking';
import { ssoSettingsSchema, type putSsoBodySchema, type SsoSettings } from '../../../../contract/sso';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { namedSchema } from '../../../lib/response-check/contract-modules';

const groupKey = ['admin', 'group'] as const;
const textsKey = ['admin', 'texts'] as const;
const slotsKey = ['admin', 'slots'] as const;
const ssoKey = ['admin', 'sso'] as const;

/** A change of the group's settings: the admin screens and ego (colours, flags, texts) load again. */
function useAdminChange<V, R>(mutationFn: (variables: V) => Promise<R>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: egoQueryKey })]);
    },
    meta: { handledErrors: true },
  });
}

export const useAdminGroup = () =>
  useQuery({
    queryKey: groupKey,
    queryFn: (): Promise<AdminGroup> => api.get('admin/group', { schema: namedSchema('admin-group', 'adminGroupSchema') }),
  });
export const useSaveAdminGroup = () =>
  useAdminChange((body: AdminGroupBody): Promise<AdminGroup> => api.put('admin/group', { body, schema: adminGroupSchema }), groupKey);
export const useSaveParkingLink = () =>
  useAdminChange((body: ParkingLinkBody): Promise<Group> => api.put('admin/group/parking_link', { body, schema: groupSchema }), groupKey);

export const useGroupTexts = () =>
  useQuery({
    queryKey: textsKey,
    queryFn: (): Promise<GroupTexts> => api.get('admin/group/texts', { schema: namedSchema('admin-group', 'groupTextsSchema') }),
  });
export const useSaveGroupTexts = () =>
  useAdminChange((body: GroupTexts): Promise<GroupTexts> => api.put('admin/group/texts', { body, schema: groupTextsSchema }), textsKey);

export const useSlots = () =>
  useQuery({
    queryKey: slotsKey,
    queryFn: (): Promise<z.infer<typeof slotsResponseSchema>> =>
      api.get('admin/slots', { schema: namedSchema('admin-group', 'slotsResponseSchema') }),
  });
export const useCreateSlot = () =>
  useAdminChange((body: SlotBody): Promise<Slot> => api.post('admin/slots', { body, schema: slotSchema }), slotsKey);
export const useUpdateSlot = () =>
  useAdminChange(
    ({ id, body }: { id: number; body: SlotBody }): Promise<Slot> => api.put(`admin/slots/${id}`, { body, schema: slotSchema }),
    slotsKey,
  );
export const useDeleteSlot = () =>
  useAdminChange(async (id: number): Promise<void> => {
    await api.del(`admin/slots/${id}`);
  }, slotsKey);

export const useSsoSettings = () =>
  useQuery({
    queryKey: ssoKey,
    queryFn: (): Promise<SsoSettings> => api.get('admin/sso', { schema: namedSchema('sso', 'ssoSettingsSchema') }),
  });
export const useSaveSsoSettings = () =>
  useAdminChange(
    (body: z.input<typeof putSsoBodySchema>): Promise<SsoSettings> => api.put('admin/sso', { body, schema: ssoSettingsSchema }),
    ssoKey,
  );
