import type { SsoDiscoverResponse } from '../../../contract/sso';
import type { Queryable } from '../../db/client';
import { findGroup, findGroupByCode } from '../groups/repository';
import { findDomain, firstGroupCode, listProviders } from './repository';

const NONE: SsoDiscoverResponse = { sso: false, mandatory: false, display_name: null, start_url: null };

/** Whether the login page should send this e-mail address (by its domain) or group code to an identity provider. */
export async function discoverSso(q: Queryable, emailOrCode: string): Promise<SsoDiscoverResponse> {
  if (emailOrCode.includes('@')) {
    const entry = await findDomain(q, emailOrCode.slice(emailOrCode.lastIndexOf('@') + 1));
    if (!entry) return NONE;
    const [group, code, providers] = await Promise.all([
      findGroup(q, entry.groupId),
      firstGroupCode(q, entry.groupId),
      listProviders(q, entry.groupId),
    ]);
    const provider = providers.find((p) => p.id === entry.providerId);
    if (!group || !code || !provider) return NONE;
    return { sso: true, mandatory: group.ssoMandatory, display_name: provider.displayName, start_url: startUrl(code, provider.id) };
  }
  const group = await findGroupByCode(q, emailOrCode);
  const provider = group ? (await listProviders(q, group.id))[0] : undefined;
  if (!group || !provider) return NONE;
  return { sso: true, mandatory: group.ssoMandatory, display_name: provider.displayName, start_url: startUrl(emailOrCode, provider.id) };
}

const startUrl = (code: string, providerId: number) => `/api/v2/auth/sso/${encodeURIComponent(code)}?provider=${providerId}`;
