import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** A browser's subscription: what it gives the server (endpoint, keys) and what only the browser keeps. */
interface Subscriber {
  privateEcdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  gone: boolean;
}

export interface ReceivedPush {
  id: string;
  ttl: string | undefined;
  /** The VAPID public key the server signed with (`k=` of the Authorization header). */
  vapidKey: string;
  payload: unknown;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Decrypts an aes128gcm body (RFC 8188) with the subscriber's ECDH key and auth secret (RFC 8291). */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = subscriber.privateEcdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderPublicKey]);
  const ikm = hkdf(subscriber.auth, ecdhSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID JWT's ES256 signature, audience (this origin) and expiry; answers the signing key or throws. */
async function verifyVapid(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is no uncompressed P-256 point');
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, 'ES256');
  await jwtVerify(match[1], key, { algorithms: ['ES256'], audience: origin, requiredClaims: ['exp', 'sub'] });
  return match[2];
}

/**
 * A browser's push service on a loopback port: subscriptions are made here (keys generated like a browser does),
 * pushes must carry a valid VAPID signature, payloads are decrypted and recorded; a gone subscription answers 410.
 */
export async function startWebPushEndpoint() {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refusals: string[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([a-f0-9]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscriber = subscribers.get(id);
      if (request.method !== 'POST' || !subscriber) return response.writeHead(404).end();
      let vapidKey: string;
      try {
        vapidKey = await verifyVapid(request.headers.authorization, origin);
      } catch (error) {
        refusals.push((error as Error).message);
        return response.writeHead(403).end();
      }
      if (subscriber.gone) return response.writeHead(410).end();
      if (request.headers['content-encoding'] !== 'aes128gcm') return response.writeHead(415).end();
      const ttl = request.headers.ttl;
      received.push({ id, ttl: Array.isArray(ttl) ? ttl[0] : ttl, vapidKey, payload: JSON.parse(decrypt(body, subscriber)) });
      return response.writeHead(201).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    refusals,
    /** A new subscription as the browser's PushSubscription.toJSON() gives it. */
    subscribe() {
      const id = randomBytes(8).toString('hex');
      const privateEcdh = createECDH('prime256v1');
      const publicKey = privateEcdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { privateEcdh, publicKey, auth, gone: false });
      return { id, json: JSON.stringify({ endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } }) };
    },
    /** The browser dropped the subscription: pushes to it answer 410 Gone. */
    unsubscribe(id: string) {
      const subscriber = subscribers.get(id);
      if (subscriber) subscriber.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
