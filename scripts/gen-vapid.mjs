// Prints a new VAPID key pair (RFC 8292) as .dev.vars lines: the public key as the raw 65-byte P-256 point and
// the private key as its 32-byte scalar (JWK `d`), both base64url, and a subject. scripts/env.sh appends them
// to .dev.vars when it has none (docs/decisions/060-web-push.md); production sets its own with `wrangler secret put`.
const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
const base64url = (bytes) => Buffer.from(bytes).toString("base64url");
process.stdout.write(
  `VAPID_PUBLIC_KEY=${base64url(raw)}\nVAPID_PRIVATE_KEY=${jwk.d}\nVAPID_SUBJECT=mailto:support@offerpath.app\n`,
);
