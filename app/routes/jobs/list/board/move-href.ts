/**
 * The board's address with a card's Move form open (`move=<id>`), or closed (`id` null). A module of its own:
 * the route reads it for every view, the cards' code only the board view loads.
 */
export function boardMoveHref(returnTo: string, id: string | null): string {
  const url = new URL(returnTo, "http://board.invalid");
  url.searchParams.delete("move");
  if (id) url.searchParams.set("move", id);
  return `${url.pathname}${url.search}${id ? `#move-${id}` : ""}`;
}
