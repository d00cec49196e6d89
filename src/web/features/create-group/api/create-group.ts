import { useMutation } from '@tanstack/react-query';
import { createGroupResponseSchema, type CreateGroupInput, type CreateGroupResponse } from '../../../../contract/create-group';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

export function createGroup(body: CreateGroupInput): Promise<CreateGroupResponse> {
  return api.post('groups', { body, schema: createGroupResponseSchema });
}

/** Creates the group; the founder is signed in as its admin right away. */
export function useCreateGroup() {
  return useMutation({
    mutationFn: createGroup,
    onSuccess: ({ token }) => session.setToken(token),
    meta: { handledErrors: true },
  });
}
