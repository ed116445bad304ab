/**
 * One-time "flash" toasts carried across a redirect in a signed cookie, so a message survives the
 * Post/Redirect/Get round trip with or without JavaScript.
 */
import { isSecureRequest } from "@worker/domain/auth/web-cookie";
import { createCookie, redirect } from "react-router";

/**
 * `undo`: the token of a bulk change that can be undone until `undoUntil` (the server's clock, epoch ms):
 * the toast carries an Undo form for that long (decision 047).
 */
export type Toast = { type: "success" | "error"; message: string; id?: string; undo?: string; undoUntil?: number };

/**
 * A toast as the page gets it: an undo's time left (`undoLeftMs`), counted by the server as it reads the
 * flash, so the browser's clock need not agree with the server's.
 */
export type PageToast = Omit<Toast, "undoUntil"> & { undoLeftMs?: number };

function toastCookie(secret: string, secure: boolean) {
  return createCookie("op_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    secrets: [secret],
    maxAge: 60,
  });
}

export async function toastHeader(toast: Toast, secret: string, request: Request): Promise<string> {
  return toastCookie(secret, isSecureRequest(request.url)).serialize({
    ...toast,
    id: crypto.randomUUID(),
  });
}

export async function redirectWithToast(
  url: string,
  toast: Toast,
  secret: string,
  request: Request,
  headers: HeadersInit = {},
) {
  const h = new Headers(headers);
  h.append("Set-Cookie", await toastHeader(toast, secret, request));
  return redirect(url, { headers: h });
}

/** Reads and clears the pending toast; the caller returns `clearHeader` with its response. */
export async function readToast(
  request: Request,
  secret: string,
  now: number = Date.now(),
): Promise<{ toast: PageToast | null; clearHeader: string | null }> {
  const cookie = toastCookie(secret, isSecureRequest(request.url));
  const value = await cookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || typeof value.message !== "string")
    return { toast: null, clearHeader: null };
  // An undo whose window has closed (the flash read late) is not offered at all.
  const undoLeftMs = typeof value.undoUntil === "number" ? value.undoUntil - now : 0;
  const toast: PageToast = {
    type: value.type === "error" ? "error" : "success",
    message: value.message,
    id: typeof value.id === "string" ? value.id : undefined,
    ...(typeof value.undo === "string" && undoLeftMs > 0 ? { undo: value.undo, undoLeftMs } : {}),
  };
  return { toast, clearHeader: await cookie.serialize("", { maxAge: 0 }) };
}
