import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

export interface SamlIdpKeys {
  privateKey: string;
  certificate: string;
}

/** A fresh RSA key and self-signed X.509 certificate for a test identity provider (made by openssl). */
export function createIdpKeys(): SamlIdpKeys {
  const dir = mkdtempSync(join(tmpdir(), 'saml-idp-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=Test IdP',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { privateKey: readFileSync(join(dir, 'key.pem'), 'utf8'), certificate: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The AuthnRequest id and RelayState of the redirect our server sends the browser to the IdP with. */
export function readAuthnRedirect(location: string): { requestId: string; relayState: string } {
  const url = new URL(location);
  const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const requestId = /\sID="([^"]+)"/.exec(request)?.[1];
  if (!requestId) throw new Error(`no request id in ${request}`);
  return { requestId, relayState: url.searchParams.get('RelayState') ?? '' };
}

export interface AssertionOptions {
  keys: SamlIdpKeys;
  issuer: string;
  audience: string;
  recipient: string;
  inResponseTo: string;
  email: string;
  firstName: string;
  name: string;
  /** Where the assertion's validity ends; default five minutes from now. */
  notOnOrAfter?: Date;
}

/** A SAML 2.0 Response whose assertion is signed (RSA-SHA256, exclusive c14n) with the IdP key; base64 as the IdP posts it. */
export function signedSamlResponse(options: AssertionOptions): { xml: string; base64: string } {
  const now = new Date();
  const end = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const start = new Date(Math.min(now.getTime(), Date.parse(end)) - 10 * 60_000).toISOString();
  const assertionId = `_${randomBytes(16).toString('hex')}`;
  const attribute = (name: string, value: string) =>
    `<saml:Attribute Name="${name}"><saml:AttributeValue>${value}</saml:AttributeValue></saml:Attribute>`;
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
    `ID="_${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${options.recipient}" InResponseTo="${options.inResponseTo}">` +
    `<saml:Issuer>${options.issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${options.issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${options.email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${options.inResponseTo}" NotOnOrAfter="${end}" Recipient="${options.recipient}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${start}" NotOnOrAfter="${end}"><saml:AudienceRestriction><saml:Audience>${options.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${assertionId}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute('email', options.email)}${attribute('givenName', options.firstName)}${attribute('sn', options.name)}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`;
  const signer = new SignedXml({
    privateKey: options.keys.privateKey,
    publicCert: options.keys.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
  const signed = signer.getSignedXml();
  return { xml: signed, base64: Buffer.from(signed).toString('base64') };
}
