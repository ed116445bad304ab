import { describe, expect, it } from "vitest";
import { SHORTCUTS } from "./shortcut-keys";
import { GO_TO_TIMEOUT_MS, isTypingIn, type KeyPress, newItemPath, readShortcut } from "./shortcuts";

const body = { tagName: "BODY" };

function press(key: string, time = 0, more: Partial<KeyPress> = {}): KeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, target: body, time, ...more };
}

/** Reads a sequence of presses from nothing pending: every action asked for, in order. */
function actionsOf(presses: KeyPress[]) {
  let pending: number | null = null;
  const actions = [];
  for (const p of presses) {
    const read = readShortcut(pending, p);
    pending = read.pending;
    if (read.action) actions.push(read.action);
  }
  return actions;
}

describe("readShortcut", () => {
  it.each([
    ["?", { type: "help" }],
    ["/", { type: "search" }],
    ["n", { type: "new" }],
    ["j", { type: "next" }],
    ["k", { type: "previous" }],
    ["Enter", { type: "open" }],
    ["x", { type: "select" }],
  ])("reads %s alone", (key, action) => {
    expect(readShortcut(null, press(key))).toEqual({ action, pending: null });
  });

  it("reads nothing from other keys", () => {
    expect(actionsOf(["a", "z", "N", "J", "Escape", "ArrowDown", " "].map((k) => press(k)))).toEqual([]);
  });

  it.each([
    ["d", "/dashboard"],
    ["a", "/applications"],
    ["t", "/tasks"],
    ["c", "/contacts"],
  ])("g then %s goes to %s", (second, to) => {
    expect(actionsOf([press("g", 1000), press(second, 1400)])).toEqual([{ type: "go", to }]);
  });

  it("waits after g without acting, and says since when", () => {
    expect(readShortcut(null, press("g", 5000))).toEqual({ action: null, pending: 5000 });
  });

  it("lets Shift pass between g and its second key", () => {
    expect(actionsOf([press("g", 0), press("Shift", 100), press("a", 200)])).toEqual([
      { type: "go", to: "/applications" },
    ]);
  });

  it("takes the second key up to the timeout, not after", () => {
    expect(actionsOf([press("g", 0), press("a", GO_TO_TIMEOUT_MS)])).toEqual([{ type: "go", to: "/applications" }]);
    // Too late: "a" alone is nothing.
    expect(actionsOf([press("g", 0), press("a", GO_TO_TIMEOUT_MS + 1)])).toEqual([]);
    // Too late for "t" to follow g, but "j" alone still moves.
    expect(actionsOf([press("g", 0), press("j", GO_TO_TIMEOUT_MS + 1)])).toEqual([{ type: "next" }]);
  });

  it("ends the pair on any other second key, which does nothing itself", () => {
    expect(actionsOf([press("g", 0), press("j", 100), press("a", 200)])).toEqual([]);
    expect(actionsOf([press("g", 0), press("n", 100)])).toEqual([]);
    expect(actionsOf([press("g", 0), press("g", 100), press("a", 200)])).toEqual([]);
  });

  it("reads a new pair after one ended", () => {
    expect(actionsOf([press("g", 0), press("t", 100), press("g", 200), press("c", 300)])).toEqual([
      { type: "go", to: "/tasks" },
      { type: "go", to: "/contacts" },
    ]);
  });

  it.each(["ctrlKey", "metaKey", "altKey"] as const)("ignores a press with %s, and it ends a pending g", (modifier) => {
    expect(readShortcut(null, press("j", 0, { [modifier]: true })).action).toBeNull();
    expect(readShortcut(null, press("?", 0, { [modifier]: true })).action).toBeNull();
    expect(actionsOf([press("g", 0), press("a", 100, { [modifier]: true }), press("a", 200)])).toEqual([]);
    expect(readShortcut(null, press("g", 0, { [modifier]: true })).pending).toBeNull();
  });

  it("ignores a press during an IME composition", () => {
    expect(readShortcut(null, press("n", 0, { isComposing: true })).action).toBeNull();
  });

  it("ignores every key typed in a field, g included", () => {
    const search = { tagName: "INPUT", type: "search" };
    expect(actionsOf([press("g", 0, { target: search }), press("a", 100, { target: search })])).toEqual([]);
    expect(actionsOf([press("/", 0, { target: search }), press("?", 0, { target: search })])).toEqual([]);
    // A g typed in a field and then an "a" on the page: no pair.
    expect(actionsOf([press("g", 0, { target: search }), press("a", 100)])).toEqual([]);
    const editor = { tagName: "DIV", isContentEditable: true };
    expect(
      actionsOf([press("j", 0, { target: editor }), press("Enter", 0, { target: { tagName: "TEXTAREA" } })]),
    ).toEqual([]);
  });

  it("acts on a focused checkbox, link or button (they take no typing)", () => {
    expect(actionsOf([press("x", 0, { target: { tagName: "INPUT", type: "checkbox" } })])).toEqual([
      { type: "select" },
    ]);
    expect(actionsOf([press("j", 0, { target: { tagName: "A" } })])).toEqual([{ type: "next" }]);
    expect(actionsOf([press("k", 0, { target: { tagName: "BUTTON" } })])).toEqual([{ type: "previous" }]);
  });
});

describe("isTypingIn", () => {
  it.each([
    [{ tagName: "INPUT" }, true],
    [{ tagName: "input", type: "text" }, true],
    [{ tagName: "INPUT", type: "email" }, true],
    [{ tagName: "INPUT", type: "search" }, true],
    [{ tagName: "INPUT", type: "number" }, true],
    [{ tagName: "INPUT", type: "date" }, true],
    [{ tagName: "TEXTAREA" }, true],
    [{ tagName: "SELECT" }, true],
    [{ tagName: "DIV", isContentEditable: true }, true],
    [{ tagName: "INPUT", type: "checkbox" }, false],
    [{ tagName: "INPUT", type: "radio" }, false],
    [{ tagName: "INPUT", type: "submit" }, false],
    [{ tagName: "BUTTON" }, false],
    [{ tagName: "A" }, false],
    [{ tagName: "BODY" }, false],
    [null, false],
  ])("%o → %s", (target, typing) => {
    expect(isTypingIn(target)).toBe(typing);
  });
});

describe("newItemPath", () => {
  it.each([
    ["/applications", "/jobs/new"],
    ["/jobs/abc123", "/jobs/new"],
    ["/jobs/edit/abc123", "/jobs/new"],
    ["/tasks", "/tasks/new"],
    ["/tasks/t1", "/tasks/new"],
    ["/contacts", "/contacts/new"],
    ["/contacts/c1", "/contacts/new"],
  ])("%s → %s", (pathname, path) => {
    expect(newItemPath(pathname)).toBe(path);
  });

  it.each([
    "/dashboard",
    "/profile",
    "/documents",
    "/jobs/new",
    "/tasks/new",
    "/contacts/new",
    "/contactsx",
    "/applicationsy",
  ])("%s → none", (pathname) => {
    expect(newItemPath(pathname)).toBeNull();
  });
});

describe("SHORTCUTS", () => {
  it("lists every key the reader acts on, each once", () => {
    const listed = SHORTCUTS.map((s) => s.keys.join(" "));
    expect(new Set(listed).size).toBe(listed.length);
    for (const keys of listed) {
      const presses = keys.split(" ").map((k, i) => press(k, i * 10));
      expect(actionsOf(presses), keys).toHaveLength(1);
    }
  });
});
