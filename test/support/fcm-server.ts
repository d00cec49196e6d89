import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  data: { path: string };
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Google's side of FCM HTTP v1 on a loopback port: the OAuth token endpoint (JWT bearer grant; the assertion's
 * RS256 signature is checked with the service account's public key) and `messages:send`, which records what it
 * accepts and answers UNREGISTERED for tokens marked so.
 */
export async function startFcmServer(options: { projectId: string; clientEmail: string; publicKeyPem: string }) {
  const publicKey = await importSPKI(options.publicKeyPem, 'RS256');
  const issued = new Set<string>();
  const unregistered = new Set<string>();
  const received: FcmMessage[] = [];
  const refused: string[] = [];
  let tokenRequests = 0;
  /** From this many recorded messages on, sends are held unanswered (and not recorded): a server dies mid-send. */
  let holdAfter = Infinity;
  const held: ServerResponse[] = [];

  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      const body = await readBody(request);
      if (request.method === 'POST' && request.url === '/token') {
        tokenRequests++;
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== GRANT_TYPE) return answer(400, { error: 'unsupported_grant_type' });
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
            algorithms: ['RS256'],
            issuer: options.clientEmail,
            audience: tokenUri,
            requiredClaims: ['exp', 'iat'],
          });
          if (payload.scope !== SCOPE) return answer(400, { error: 'invalid_scope' });
          if ((payload.exp ?? 0) - (payload.iat ?? 0) > 3600) return answer(400, { error: 'invalid_grant' });
        } catch {
          return answer(400, { error: 'invalid_grant' });
        }
        const accessToken = randomBytes(16).toString('hex');
        issued.add(accessToken);
        return answer(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${options.projectId}/messages:send`) {
        const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!issued.has(bearer)) return answer(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        const { message } = JSON.parse(body) as { message: FcmMessage };
        if (received.length >= holdAfter) return void held.push(response);
        if (unregistered.has(message.token)) {
          refused.push(message.token);
          return answer(404, {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              message: 'Requested entity was not found.',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
            },
          });
        }
        received.push(message);
        return answer(200, { name: `projects/${options.projectId}/messages/${received.length}` });
      }
      return answer(404, { error: { code: 404, status: 'NOT_FOUND' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenUri = `${url}/token`;
  return {
    url,
    tokenUri,
    received,
    refused,
    unregister: (token: string) => unregistered.add(token),
    tokenRequests: () => tokenRequests,
    /** Holds every send once `count` messages are recorded. */
    holdAfter: (count: number) => void (holdAfter = count),
    held: () => held.length,
    /** Stops holding; held requests still open answer 503. */
    resume() {
      holdAfter = Infinity;
      for (const response of held.splice(0)) if (!response.destroyed) response.writeHead(503).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
