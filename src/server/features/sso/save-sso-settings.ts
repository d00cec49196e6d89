import { and, eq, notInArray } from 'drizzle-orm';
import type { PutSsoBody, SsoProviderInput } from '../../../contract/sso';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { groups, identityProviders, ssoDomains } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { listProviders, type ProviderRow } from './repository';

type ProviderColumns = Omit<typeof identityProviders.$inferInsert, 'groupId' | 'id' | 'createdAt'>;

/**
 * Replaces the group's providers with the list: a provider with an id is changed (its client secret kept when
 * none is sent), one without is added, one missing is removed. E-mail domains are unique across all groups.
 */
export async function saveSsoSettings(tx: Tx, groupId: number, body: PutSsoBody): Promise<ProviderRow[]> {
  assertDomainsOnce(body.providers);
  const existing = await listProviders(tx, groupId);
  body.providers.forEach((provider, index) => {
    if (provider.id !== undefined && !existing.some((p) => p.id === provider.id))
      throw invalidField(`providers.${index}.id`, 'validation.invalid');
  });
  const keptIds = body.providers.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  await tx.delete(ssoDomains).where(eq(ssoDomains.groupId, groupId));
  await tx
    .delete(identityProviders)
    .where(and(eq(identityProviders.groupId, groupId), keptIds.length ? notInArray(identityProviders.id, keptIds) : undefined));
  await tx.update(groups).set({ ssoMandatory: body.sso_mandatory }).where(eq(groups.id, groupId));
  for (const [index, input] of body.providers.entries()) {
    const stored = existing.find((p) => p.id === input.id);
    const values = columnsOf(input, stored);
    const [row] =
      input.id === undefined
        ? await tx
            .insert(identityProviders)
            .values({ groupId, ...values })
            .returning()
        : await tx
            .update(identityProviders)
            .set(values)
            .where(and(eq(identityProviders.groupId, groupId), eq(identityProviders.id, input.id)))
            .returning();
    if (!row) throw new Error('identity provider write returned nothing');
    try {
      await tx.insert(ssoDomains).values(input.email_domains.map((domain) => ({ domain, groupId, providerId: row.id })));
    } catch (error) {
      // A domain another group signs in already.
      if (isUniqueViolation(error)) throw invalidField(`providers.${index}.email_domains`, 'validation.sso_domain_taken');
      throw error;
    }
  }
  return listProviders(tx, groupId);
}

function assertDomainsOnce(providers: SsoProviderInput[]) {
  const seen = new Set<string>();
  providers.forEach((provider, index) => {
    for (const domain of provider.email_domains) {
      if (seen.has(domain)) throw invalidField(`providers.${index}.email_domains`, 'validation.sso_domain_twice');
      seen.add(domain);
    }
  });
}

function columnsOf(input: SsoProviderInput, stored: ProviderRow | undefined): ProviderColumns {
  const common = { protocol: input.protocol, displayName: input.display_name, emailDomains: input.email_domains };
  if (input.protocol === 'oidc') {
    return {
      ...common,
      oidcIssuer: input.issuer,
      oidcClientId: input.client_id,
      oidcClientSecret: input.client_secret ?? stored?.oidcClientSecret ?? null,
      samlEntryPoint: null,
      samlIdpCertificate: null,
      samlIdpEntityId: null,
    };
  }
  return {
    ...common,
    oidcIssuer: null,
    oidcClientId: null,
    oidcClientSecret: null,
    samlEntryPoint: input.entry_point,
    samlIdpCertificate: input.idp_certificate,
    samlIdpEntityId: input.idp_entity_id || null,
  };
}
