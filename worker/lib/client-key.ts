/** Who is asking, for per-client throttling: the address Cloudflare saw. */
export function clientKeyOf(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
