import type { Profile } from '@node-saml/node-saml';
import type { AppDeps } from '../../deps';
import { SsoFailure } from './errors';
import { closePendingSignIn } from './pending-state';
import { findProvider, recordAssertion } from './repository';
import { samlClient, samlFailure } from './saml-client';
import { signInUser } from './sign-in-user';

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const FIRST_NAME_ATTRIBUTES = [
  'givenName',
  'given_name',
  'firstName',
  'urn:oid:2.5.4.42',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
];
const NAME_ATTRIBUTES = [
  'sn',
  'surname',
  'family_name',
  'lastName',
  'urn:oid:2.5.4.4',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
];
/** How long an accepted assertion id is remembered; far longer than any assertion's validity. */
const REPLAY_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The SAML ACS: checks signature, audience, validity and InResponseTo, refuses a replayed assertion, returns the one-time token. */
export async function finishSamlSignIn(
  { database, config, clock }: AppDeps,
  body: { SAMLResponse: string; RelayState?: string | undefined },
): Promise<string> {
  return database.db.transaction(async (tx) => {
    const now = clock.now();
    const pending = await closePendingSignIn(tx, body.RelayState, now);
    const provider = await findProvider(tx, pending.groupId, pending.providerId);
    if (!provider || provider.protocol !== 'saml') throw new SsoFailure('state_invalid');
    const saml = samlClient(config, provider);
    const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: body.SAMLResponse }).catch((error: unknown) => {
      throw samlFailure(error);
    });
    if (!profile) throw new SsoFailure('failed');
    const assertionId = assertionIdOf(profile);
    if (!assertionId || !(await recordAssertion(tx, provider.groupId, assertionId, now, new Date(now.getTime() + REPLAY_MEMORY_MS)))) {
      throw new SsoFailure('replayed');
    }
    if (!pending.samlRequestId || inResponseToOf(profile) !== pending.samlRequestId) throw new SsoFailure('state_invalid');
    const email = first(profile, EMAIL_ATTRIBUTES) ?? (profile.nameID.includes('@') ? profile.nameID : null);
    return signInUser(
      tx,
      provider,
      { email, firstName: first(profile, FIRST_NAME_ATTRIBUTES), name: first(profile, NAME_ATTRIBUTES) },
      now,
    );
  });
}

function first(profile: Profile, names: string[]): string | null {
  for (const name of names) {
    const value = profile[name];
    if (typeof value === 'string' && value.trim()) return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

interface ParsedAssertion {
  Assertion?: {
    $?: { ID?: unknown };
    Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: { InResponseTo?: unknown } }[] }[] }[];
  };
}
const parsedAssertion = (profile: Profile) => profile.getAssertion?.() as ParsedAssertion | undefined;

function assertionIdOf(profile: Profile): string | null {
  const id = parsedAssertion(profile)?.Assertion?.$?.ID;
  return typeof id === 'string' ? id : null;
}

/** The request the (signed) assertion answers. */
function inResponseToOf(profile: Profile): string | null {
  const data = parsedAssertion(profile)?.Assertion?.Subject?.[0]?.SubjectConfirmation?.[0]?.SubjectConfirmationData?.[0];
  const id = data?.$?.InResponseTo;
  return typeof id === 'string' ? id : null;
}
