import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  login,
  NO_SERVICE_WORKER,
  newUser,
  openBeforeHydration,
  registerThroughApi,
  signedIn,
  test,
} from "./fixtures";

const contactRow = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

/** Whether the tasks screens are there yet (built in parallel): /tasks/new answers a task form. */
async function tasksReady(page: Page) {
  const res = await page.request.get("/tasks/new");
  return res.ok() && (await res.text()).includes('name="title"');
}

test.describe("contacts, with JavaScript", () => {
  // A journey below holds the client entry with page.route, which a service worker's answers bypass.
  test.use(NO_SERVICE_WORKER);

  test("create with tags, favorite, add / edit / delete interactions, link a job and a task, delete", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedIn(page);
    await page.goto("/contacts");
    await expect(page.getByText("No contacts found")).toBeVisible();
    await page.getByRole("link", { name: "Add New Contact" }).click();

    await page.getByRole("button", { name: "Add Contact" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByLabel("Name").fill("Priya Raman");
    await expect(page.getByText("Name is required")).toBeHidden();
    await page.getByLabel("Company").fill("Razorpay");
    await page.getByLabel("Position").fill("Talent Partner");
    await page.getByLabel("Relationship").selectOption("recruiter");
    const tags = page.getByLabel("Tags");
    await tags.fill("fintech");
    await tags.press("Enter");
    await tags.fill("  referral ");
    await tags.press("Enter");
    await tags.fill("Fintech");
    await tags.press("Enter"); // a duplicate: ignored
    await tags.fill("   ");
    await tags.press("Enter"); // empty: ignored
    await tags.fill("remove-me");
    await tags.press("Enter");
    await page.getByRole("button", { name: "Remove tag remove-me" }).click();
    await expect(page.getByRole("button", { name: /^Remove tag/ })).toHaveCount(2);
    await page.getByRole("button", { name: "Add Contact" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByText("Contact added successfully!")).toBeVisible();
    const row = contactRow(page, "Priya Raman");
    await expect(row).toContainText("Talent Partner at Razorpay");
    await expect(row.getByRole("list", { name: "Tags of Priya Raman" })).toHaveText(/fintech\s*referral/);

    // Favorite star: optimistic, and it sticks.
    await page.getByRole("button", { name: "Mark Priya Raman as favorite" }).click();
    await expect(page.getByRole("button", { name: "Remove Priya Raman from favorites" })).toBeVisible();
    await page.getByLabel("Favorites only").check();
    await expect(page).toHaveURL(/favorite=true/);
    await expect(contactRow(page, "Priya Raman")).toBeVisible();
    await page.getByLabel("Tag", { exact: true }).selectOption("referral");
    await expect(page).toHaveURL(/tag=referral/);
    await expect(contactRow(page, "Priya Raman")).toBeVisible();

    await page.getByRole("link", { name: "Priya Raman", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Priya Raman", level: 1 })).toBeVisible();
    await expect(page.getByText("No interactions recorded yet")).toBeVisible();

    // Add an interaction; the add and edit forms never show together.
    await page.getByRole("link", { name: "Add Interaction" }).click();
    const addForm = page.getByRole("form", { name: "Add interaction" });
    await addForm.getByLabel("Date and time").fill("2026-03-10T10:00");
    await addForm.getByLabel("Method").selectOption("call");
    await addForm.getByLabel("Notes").fill("Intro call about the SRE role");
    await addForm.getByRole("button", { name: "Add Interaction" }).click();
    await expect(page.getByText("Interaction added successfully!")).toBeVisible();
    await expect(page.getByText("Intro call about the SRE role")).toBeVisible();

    await page.getByRole("link", { name: "Add Interaction" }).click();
    await page.getByRole("form", { name: "Add interaction" }).getByLabel("Notes").fill("Sent my CV");
    await page.getByRole("form", { name: "Add interaction" }).getByLabel("Date and time").fill("2026-03-12T09:00");
    await page.getByRole("form", { name: "Add interaction" }).getByRole("button", { name: "Add Interaction" }).click();
    await expect(page.getByText("Sent my CV")).toBeVisible();
    const history = page.getByRole("list", { name: "Interactions, newest first" });
    await expect(history.getByRole("listitem").first()).toContainText("Sent my CV");

    await page.getByRole("link", { name: /^Edit call of/ }).click();
    await expect(page.getByRole("form", { name: "Edit interaction" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Add interaction" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add Interaction" })).toBeVisible();
    await page.getByRole("form", { name: "Edit interaction" }).getByLabel("Notes").fill("Intro call, went well");
    await page.getByRole("button", { name: "Update Interaction" }).click();
    await expect(page.getByText("Interaction updated successfully!")).toBeVisible();
    await expect(page.getByText("Intro call, went well")).toBeVisible();

    await page.getByRole("link", { name: /^Delete email of/ }).click();
    await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete this interaction?");
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Interaction deleted successfully!")).toBeVisible();
    await expect(page.getByText("Sent my CV")).toHaveCount(0);

    // Link a job from the contact's page.
    await page.getByRole("link", { name: "Add job" }).click();
    await expect(page).toHaveURL(/\/jobs\/new\?contactId=/);
    await expect(page.getByLabel("Contact person")).toHaveValue(/.+/);
    await expect(page.getByLabel("Contact person").locator("option:checked")).toHaveText("Priya Raman (Razorpay)");
    await page.locator('input[name="company"]').fill("Razorpay");
    await page.locator('input[name="position"]').fill("Site Reliability Engineer");
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await page.goto("/contacts");
    await page.getByRole("link", { name: "Priya Raman", exact: true }).click();
    await expect(page).toHaveURL(/\/contacts\/[a-z0-9]+$/);
    const contactUrl = page.url();
    await expect(page.getByRole("link", { name: /Site Reliability Engineer/ })).toBeVisible();

    const withTasks = await tasksReady(page);
    if (withTasks) {
      await page.getByRole("link", { name: "Add task" }).click();
      await expect(page).toHaveURL(/\/tasks\/new\?contactId=/);
      await page.locator('input[name="title"]').fill("Send thank-you note to Priya");
      await page.locator('form[method="post"] button[type="submit"]').last().click();
      await expect(page).toHaveURL(/\/tasks/);
    }

    // Delete the contact: the job's contact person reads empty.
    await page.goto(contactUrl);
    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText("All related interactions will be permanently removed");
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByText("Contact deleted successfully")).toBeVisible();
    await expect(page.getByText("No contacts found")).toBeVisible();

    await page.goto("/applications");
    await page.getByRole("link", { name: "Edit Site Reliability Engineer at Razorpay" }).click();
    await expect(page.getByLabel("Contact person").locator("option:checked")).toHaveText("No contact");
    if (withTasks) {
      await page.goto("/tasks");
      await expect(page.getByText("Send thank-you note to Priya")).toBeVisible();
      await expect(page.getByText("Priya Raman")).toHaveCount(0);
    }
  });

  test("a tag typed or a contact picked before the page hydrates is kept once it does", async ({ page }) => {
    const user = newUser();
    const registered = await registerThroughApi(page, user);
    expect(registered.status()).toBe(201);
    const { token } = await registered.json();
    // Nine contacts: past eight, hydration adds a filter box above the picker (a sign that it has run).
    for (let i = 1; i <= 9; i++) {
      const res = await page.request.post("/api/v1/contacts", {
        data: { name: `Person ${i}`, company: "Acme" },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(201);
    }
    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Without JavaScript, tags are one comma-separated field; hydration swaps it for chips.
    let hydrate = await openBeforeHydration(page, "/contacts/new");
    await page.getByLabel("Name").fill("Priya Raman");
    await page.getByLabel("Tags").fill("fintech, referral");
    await hydrate();
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Remove tag fintech" })).toBeVisible();
    // Still in the field: the word after the last comma stays being typed, with the focus, until Enter.
    await expect(page.getByLabel("Tags")).toHaveValue("referral");
    await expect(page.getByLabel("Tags")).toBeFocused();
    await page.keyboard.type("s");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Remove tag referrals" })).toBeVisible();
    await expect(page.getByLabel("Tags")).toHaveValue("");
    await page.getByRole("button", { name: "Add Contact" }).click();
    await expect(page.getByText("Contact added successfully!")).toBeVisible();
    await expect(contactRow(page, "Priya Raman").getByRole("list", { name: "Tags of Priya Raman" })).toHaveText(
      /fintech\s*referrals/,
    );

    // The contact person is a controlled select: the render after hydration would reset a pick made before.
    hydrate = await openBeforeHydration(page, "/jobs/new");
    await page.locator('input[name="company"]').fill("Acme");
    await page.locator('input[name="position"]').fill("Designer");
    const picker = page.getByLabel("Contact person");
    await picker.selectOption({ label: "Person 3 (Acme)" });
    await hydrate();
    await hydrated(page);
    await expect(page.getByLabel("Filter contacts")).toBeVisible();
    await expect(picker.locator("option:checked")).toHaveText("Person 3 (Acme)");
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await page.getByRole("link", { name: "Edit Designer at Acme" }).click();
    await expect(page.getByLabel("Contact person").locator("option:checked")).toHaveText("Person 3 (Acme)");
  });

  test("a failed favorite rolls back with an error toast", async ({ page }) => {
    test.setTimeout(90_000);
    await signedIn(page);
    await page.goto("/contacts/new");
    await page.getByLabel("Name").fill("Gone Soon");
    await page.getByRole("button", { name: "Add Contact" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    // The contact disappears behind the page's back (another tab deleted it).
    const href = await page.getByRole("link", { name: "Gone Soon", exact: true }).getAttribute("href");
    await page.evaluate(async (url) => {
      const res = await fetch(`${url}/delete`, { method: "POST", body: new URLSearchParams({ js: "1" }) });
      await res.text();
    }, href);
    await page.getByRole("button", { name: "Mark Gone Soon as favorite" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Contact not found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark Gone Soon as favorite" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

test.describe("contacts, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create with comma-separated tags, favorite, interactions through the confirm pages, delete", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedIn(page);
    await page.goto("/contacts/new");
    await page.getByLabel("Name").fill("Arjun Mehta");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Tags").fill("mentor, design, , design");
    await page.getByRole("button", { name: "Add Contact" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Tags")).toHaveValue("mentor, design");
    await page.getByLabel("Email").fill("arjun@example.com");
    await page.getByRole("button", { name: "Add Contact" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(contactRow(page, "Arjun Mehta")).toContainText("mentor");
    await expect(contactRow(page, "Arjun Mehta")).toContainText("design");

    await page.getByRole("button", { name: "Mark Arjun Mehta as favorite" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole("button", { name: "Remove Arjun Mehta from favorites" })).toBeVisible();
    await page.getByLabel("Relationship").selectOption("mentor");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/relationship=mentor/);
    await expect(page.getByText("No contacts found")).toBeVisible(); // still "other"

    await page.goto("/contacts");
    await page.getByRole("link", { name: "Arjun Mehta", exact: true }).click();
    await page.getByRole("link", { name: "Add Interaction" }).click();
    await expect(page).toHaveURL(/interaction=new/);
    const addForm = page.getByRole("form", { name: "Add interaction" });
    await addForm.getByLabel("Date and time").fill("2026-05-04T16:30");
    await addForm.getByLabel("Method").selectOption("meeting");
    await addForm.getByLabel("Notes").fill("Portfolio review");
    await addForm.getByRole("button", { name: "Add Interaction" }).click();
    await expect(page.getByText("Interaction added successfully!")).toBeVisible();
    await expect(page.getByText("Portfolio review")).toBeVisible();

    await page.getByRole("link", { name: /^Edit meeting of/ }).click();
    await page
      .getByRole("form", { name: "Edit interaction" })
      .getByLabel("Notes")
      .fill("Portfolio review, follow up in June");
    await page.getByRole("button", { name: "Update Interaction" }).click();
    await expect(page.getByText("Portfolio review, follow up in June")).toBeVisible();

    await page.getByRole("link", { name: /^Delete meeting of/ }).click();
    await expect(page.getByText("Are you sure you want to delete this interaction?")).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No interactions recorded yet")).toBeVisible();

    await page.getByRole("link", { name: "Set Follow-up" }).click();
    await expect(page).toHaveURL(/tab=followup/);
    await expect(page.getByLabel("Follow-up date")).toBeFocused();
    await page.getByLabel("Follow-up date").fill("2026-06-15");
    await page.getByRole("button", { name: "Update Contact" }).click();
    await expect(page.getByText("15 Jun 2026")).toBeVisible();

    await page.getByRole("link", { name: "Add job" }).click();
    await expect(page.getByLabel("Contact person").locator("option:checked")).toHaveText("Arjun Mehta");
    await page.locator('input[name="company"]').fill("Figma");
    await page.locator('input[name="position"]').fill("Product Designer");
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);

    await page.goto("/contacts");
    await page.getByRole("link", { name: "Arjun Mehta", exact: true }).click();
    await expect(page.getByRole("link", { name: /Product Designer/ })).toBeVisible();
    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await expect(page.getByText("All related interactions will be permanently removed")).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByText("No contacts found")).toBeVisible();
    await page.goto("/applications");
    await page.getByRole("link", { name: "Edit Product Designer at Figma" }).click();
    await expect(page.getByLabel("Contact person").locator("option:checked")).toHaveText("No contact");
  });
});

for (const width of [1280, 390]) {
  test.describe(`contacts axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every contact screen has no violations", async ({ page }) => {
      test.setTimeout(240_000);
      await signedIn(page);
      await page.goto("/contacts/new");
      await page.getByLabel("Name").fill("Asha Verma");
      await page.getByLabel("Company").fill("Zerodha");
      await page.getByLabel("Tags").fill("fintech");
      await page.getByLabel("Tags").press("Enter");
      await page.getByRole("button", { name: "Add Contact" }).click();
      await expect(page).toHaveURL(/\/contacts$/);
      const href = await page.getByRole("link", { name: "Asha Verma", exact: true }).getAttribute("href");
      await page.goto(`${href}?interaction=new`);
      await page.getByRole("form", { name: "Add interaction" }).getByLabel("Notes").fill("Hello");
      await page.getByRole("button", { name: "Add Interaction" }).click();
      await expect(page.getByText("Interaction added successfully!")).toBeVisible();
      const editHref = await page.getByRole("link", { name: /^Edit email of/ }).getAttribute("href");
      const deleteHref = await page.getByRole("link", { name: /^Delete email of/ }).getAttribute("href");
      for (const path of [
        "/contacts",
        "/contacts?search=nothing-matches",
        "/contacts/new",
        `${href}`,
        `${href}?interaction=new`,
        `${href}${editHref}`,
        `/contacts/edit/${href?.split("/").pop()}?tab=followup`,
        `${href}/delete`,
        `${deleteHref}`,
        "/contacts/unknown-id",
      ]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  });
}
