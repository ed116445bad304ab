/**
 * The stand-in push service's side of the tests (tests/push-service/stand-in.ts, over https on 127.0.0.1):
 * a browser's subscription made here (a P-256 key pair and an auth secret, as a browser makes them), the
 * answers the service gives, what it received, and the payload decrypted as the browser would (RFC 8291,
 * aes128gcm of RFC 8188) with the VAPID JWT checked (RFC 8292).
 */
import { env } from "cloudflare:workers";

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const bytes = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array<ArrayBuffer>[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

export type PushClient = {
  /** The name of this browser at the stand-in: its endpoint is `<origin>/push/<id>`. */
  id: string;
  endpoint: string;
  /** As `PushSubscription.toJSON()` gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  privateKey: CryptoKey;
  publicRaw: Uint8Array<ArrayBuffer>;
  auth: Uint8Array<ArrayBuffer>;
};

let counter = 0;

/**
 * A browser's subscription at the stand-in push service; `unreachable`: at a port where nothing listens (a
 * push service that cannot be reached).
 */
export async function pushClient(opts: { unreachable?: boolean } = {}): Promise<PushClient> {
  const id = `c${Date.now().toString(36)}${(counter++).toString(36)}${crypto.randomUUID().slice(0, 8)}`;
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  const origin = opts.unreachable ? "https://127.0.0.1:1" : env.PUSH_SERVICE_ORIGIN;
  const endpoint = `${origin}/push/${id}`;
  return {
    id,
    endpoint,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: b64url(publicRaw), auth: b64url(auth) } },
    privateKey: pair.privateKey,
    publicRaw,
    auth,
  };
}

/** The statuses the stand-in answers this browser's next pushes with (then 201). */
export async function answerPushes(client: PushClient, statuses: number[]): Promise<void> {
  const res = await fetch(`${env.PUSH_SERVICE_ORIGIN}/control/${client.id}`, {
    method: "PUT",
    body: JSON.stringify({ statuses }),
  });
  if (!res.ok) throw new Error(`stand-in control: ${res.status}`);
}

export type ReceivedPush = { headers: Record<string, string>; body: Uint8Array<ArrayBuffer>; at: number };

/** Every push the stand-in received for this browser, oldest first. */
export async function receivedPushes(client: PushClient): Promise<ReceivedPush[]> {
  const res = await fetch(`${env.PUSH_SERVICE_ORIGIN}/control/${client.id}`);
  const list = (await res.json()) as { headers: Record<string, string>; body: string; at: number }[];
  return list.map((r) => ({ ...r, body: fromB64(r.body) }));
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bits: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bits));
}

/**
 * The push's plaintext, as the browser decrypts it (RFC 8291, section 3.4, one aes128gcm record of RFC 8188): the
 * header's salt and the server's one-time public key, the ECDH secret with this browser's private key, the
 * auth secret, then the padding after the 0x02 delimiter dropped.
 */
export async function decryptPush(client: PushClient, push: ReceivedPush): Promise<string> {
  if (push.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
  const body = push.body;
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20];
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error("unexpected aes128gcm header");
  const serverKey = await crypto.subtle.importKey(
    "raw",
    serverPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const secret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: serverKey } as EcdhKeyDeriveParams, client.privateKey, 256),
  );
  const keyInfo = concat(bytes("WebPush: info\0"), client.publicRaw, serverPublic);
  const ikm = await hkdf(client.auth, secret, keyInfo, 256);
  const cek = await hkdf(salt, ikm, bytes("Content-Encoding: aes128gcm\0"), 128);
  const nonce = await hkdf(salt, ikm, bytes("Content-Encoding: nonce\0"), 96);
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aes, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(padded.slice(0, end));
}

/**
 * The VAPID header checked as a push service checks it (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT
 * signed with ES256 by that key, `aud` the endpoint's origin, `exp` within 24 hours, `sub` a contact.
 */
export async function verifyVapid(push: ReceivedPush, endpoint: string, now = Date.now()) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(push.headers.authorization ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${push.headers.authorization}`);
  const [, jwt, k] = match;
  const [header, payload, signature] = jwt.split(".");
  const key = await crypto.subtle.importKey("raw", fromB64url(k), { name: "ECDSA", namedCurve: "P-256" }, false, [
    "verify",
  ]);
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromB64url(signature),
    bytes(`${header}.${payload}`),
  );
  const decode = (part: string) => JSON.parse(new TextDecoder().decode(fromB64url(part)));
  const claims = decode(payload) as { aud: string; exp: number; sub: string };
  return {
    valid,
    header: decode(header) as { alg: string; typ: string },
    claims,
    publicKey: k,
    audOk: claims.aud === new URL(endpoint).origin,
    expOk: claims.exp * 1000 > now && claims.exp * 1000 <= now + 24 * 3_600_000,
  };
}
