/**
 * Client JS budgets (decision 023), read from the real build: `npm test` builds before the unit tests,
 * and this test fails (never passes vacuously) when the build is missing or older than the sources.
 * That public pages ship no script at all is proven on rendered HTML in tests/worker/site/edge-cache.test.ts.
 */
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ClientBundle, kib, newestChange } from "./client-bundle";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** React 19 + React DOM + React Router 8 (the entry chunk and its imports), measured 102.5 KiB. */
const FRAMEWORK_KIB = 105;
/**
 * A signed-in screen's whole JS: the framework plus the root, the app layout and the route. The issue
 * asked for 110 KB; the framework alone leaves 7.5 KiB of that, so this is the measured ceiling
 * (contacts detail, 125.1 KiB) with a little room, kept so zod or a server module coming back fails.
 * Raised by 1 KiB for the signed-in shell's offer of the browser's time zone (decision 044, issue 30):
 * contacts detail measured 127.3 KiB with it.
 * Raised by 1 KiB for the keyboard shortcuts (decision 049, issue 31), loaded lazily after hydration: the
 * shell's part is 0.4 KiB and Vite's module preload helper, which every `import()` carries once, 0.7 KiB;
 * contacts detail measured 128.4 KiB with them.
 * Raised by 2 KiB for the board's cards, columns and Move forms (issue 31, decision 046), which render in the
 * applications route itself, so a board arrives whole without JavaScript: the applications route measured
 * 128.9 KiB with them before the shortcuts and the bulk bar (its drag and drop is a chunk of its own).
 * With the shortcuts and the bulk bar (its selection code and the delete dialog, decision 047) merged, the
 * applications route measured 131.7 KiB: the heaviest screen, and the one to slim first (issue 35).
 * Raised by 1 KiB for issues 33 and 34: the application's page renders the resume match panel and the
 * decoded offer (132.9 KiB), the list its Match column and Source (132.5 KiB); both are server-rendered
 * content that hydrates, not client logic. The app code beyond the framework is still about 30 KiB per
 * signed-in screen, above issue 11's 15 KiB: not yet slimmed. With the review's fixes (the offer's variable
 * after tax on a line of its own, a match with no score) the application's page measured 133.1 KiB: 134.
 */
const SIGNED_IN_SCREEN_KIB = 134;
/** What the board's drag and drop (dnd-kit) may add beyond the list's JS, loaded on the board alone (decision 046). */
const BOARD_KIB = 20;
/** What one route may add that no other route loads. */
const ROUTE_OWN_KIB = 10;

let bundle: ClientBundle;

beforeAll(() => {
  bundle = new ClientBundle(`${root}build/client`);
  const changed = newestChange(
    ["app", "vite.config.ts", "react-router.config.ts", "package-lock.json"].map((p) => root + p),
  );
  if (changed.mtimeMs > bundle.builtAt()) {
    throw new Error(`The client build is older than ${changed.path}: run \`npm run build\` first`);
  }
});

const signedInScreens = () =>
  Object.keys(bundle.manifest.routes).filter((id) => bundle.chain(id).includes("routes/_app"));

describe("client JS budgets", () => {
  it("the framework stays within its measured size", () => {
    expect(kib(bundle.total(bundle.frameworkFiles()))).toBeLessThanOrEqual(FRAMEWORK_KIB);
  });

  it("finds the signed-in screens in the manifest", () => {
    expect(signedInScreens()).toEqual(
      expect.arrayContaining(["routes/dashboard", "routes/jobs/list/route", "routes/contacts/detail/route"]),
    );
  });

  it(`each signed-in screen loads at most ${SIGNED_IN_SCREEN_KIB} KiB of JS (gzip)`, () => {
    const over = signedInScreens()
      .map((id) => ({ id, kib: kib(bundle.total(bundle.screenFiles(id))) }))
      .filter((s) => s.kib > SIGNED_IN_SCREEN_KIB);
    expect(over).toEqual([]);
  });

  it(`no route adds more than ${ROUTE_OWN_KIB} KiB of its own`, () => {
    const over = Object.keys(bundle.manifest.routes)
      .map((id) => ({ id, kib: kib(bundle.total(bundle.ownFiles(id))) }))
      .filter((r) => r.kib > ROUTE_OWN_KIB);
    expect(over).toEqual([]);
  });

  it(`the board's drag and drop (dnd-kit) is a chunk of its own, at most ${BOARD_KIB} KiB beyond the list, loaded by no screen up front`, () => {
    const list = bundle.screenFiles("routes/jobs/list/route");
    // The drag and drop, loaded by `import()` once a board is shown.
    const dnd = bundle.lazyChunk(/^board-dnd-[\w-]+\.js$/);
    const beyond = bundle.withImports(dnd).filter((f) => !list.has(f));
    expect(kib(bundle.total(beyond))).toBeLessThanOrEqual(BOARD_KIB);
    for (const id of Object.keys(bundle.manifest.routes)) {
      for (const file of bundle.screenFiles(id))
        expect(bundle.read(file), `${id}: ${file}`).not.toMatch(/DndLiveRegion/);
    }
    expect(bundle.read(dnd)).toMatch(/DndLiveRegion/);
  });

  it("no client chunk carries zod or a server-only module", () => {
    const offenders: string[] = [];
    for (const id of Object.keys(bundle.manifest.routes)) {
      for (const file of bundle.screenFiles(id)) {
        const code = bundle.read(file);
        // zod's own error text and drizzle's / Hono's markers: present only when the library is bundled.
        if (/ZodError|\$ZodType|drizzle|sqliteTable|HTTPException/.test(code)) offenders.push(`${id}: ${file}`);
      }
    }
    expect([...new Set(offenders)]).toEqual([]);
  });
});
