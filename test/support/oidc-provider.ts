import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

export interface OidcAccount {
  email: string;
  given_name: string;
  family_name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs `login` in at the provider (its own login and consent forms) and returns where it sends the browser back to. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** A real OpenID provider (oidc-provider with its development login forms) on a free loopback port. */
export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: Record<string, OidcAccount>;
}): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'deskfair';
  const clientSecret = 'deskfair-test-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx: unknown, id: string) => {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    cookies: { keys: ['test-cookie-key-for-the-oidc-provider'] },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    signIn: (authorizationUrl, login) => driveInteraction(authorizationUrl, login, options.redirectUri),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects like a browser (with cookies), submits login and consent, stops at our redirect URI. */
async function driveInteraction(start: string, login: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(start);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step += 1) {
    if (url.href.startsWith(redirectUri)) return url;
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    form = null;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html: string = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`OIDC provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('OIDC sign-in did not come back');
}
