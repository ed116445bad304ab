/**
 * Prints idempotent SQL for the demo account (run by `npm start`). Uses the app's own password hashing,
 * so the demo signs in through the real login path.
 */
import { hashPassword } from "../worker/domain/auth/password.ts";

const email = "demo@offerpath.app";
const hash = await hashPassword("demo-pass-123");
const q = (s: string) => `'${s.replaceAll("'", "''")}'`;
console.log(
  `INSERT OR IGNORE INTO users (id, name, email, password_hash, current_plan_id, time_zone) VALUES (${q("demo_user")}, ${q("Asha Demo")}, ${q(email)}, ${q(hash)}, 'plan_free', 'Asia/Kolkata');`,
);
