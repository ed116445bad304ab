import { jobBulkSchema } from "@core/schemas/job";
import { describe, expect, it } from "vitest";
import { bulkBody, bulkMessage, selectedIds, undoMessage } from "./bulk-form.server";

const form = (fields: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
};

describe("selectedIds", () => {
  it("takes the ticked boxes, and the page's ids only when Select all is ticked, each once", () => {
    const page: [string, string][] = [
      ["pageIds", "a"],
      ["pageIds", "b"],
    ];
    expect(selectedIds(form([["ids", "b"], ...page]))).toEqual(["b"]);
    expect(selectedIds(form([["ids", "b"], ["allOnPage", "1"], ...page]))).toEqual(["b", "a"]);
    expect(selectedIds(form([]))).toEqual([]);
  });
});

describe("bulkBody", () => {
  it("maps each intent onto the API's action, which the schema then reads", () => {
    const ids = ["a"];
    const parse = (fields: [string, string][]) => jobBulkSchema.parse(bulkBody(form(fields), ids));
    expect(
      parse([
        ["intent", "status"],
        ["status", "offer"],
      ]),
    ).toEqual({ ids, action: "status", value: "offer" });
    expect(
      parse([
        ["intent", "priority"],
        ["priority", "low"],
      ]),
    ).toEqual({ ids, action: "priority", value: "low" });
    expect(parse([["intent", "favorite"]])).toEqual({ ids, action: "favorite", value: true });
    expect(parse([["intent", "unfavorite"]])).toEqual({ ids, action: "favorite", value: false });
    expect(parse([["intent", "delete"]])).toEqual({ ids, action: "delete" });
    expect(jobBulkSchema.safeParse(bulkBody(form([["intent", "archive"]]), ids)).success).toBe(false);
    expect(
      jobBulkSchema.safeParse(
        bulkBody(
          form([
            ["intent", "status"],
            ["status", "hired"],
          ]),
          ids,
        ),
      ).success,
    ).toBe(false);
  });
});

describe("bulkMessage", () => {
  it("says what was done to how many, and how many were refused", () => {
    const ids = ["a"];
    expect(bulkMessage({ ids, action: "status", value: "interview" }, 3, 0)).toBe(
      "Status set to Interview for 3 applications.",
    );
    expect(bulkMessage({ ids, action: "priority", value: "high" }, 1, 0)).toBe(
      "Priority set to High for 1 application.",
    );
    expect(bulkMessage({ ids, action: "favorite", value: true }, 2, 1)).toBe(
      "2 applications marked as favorite. 1 application was not found and left as it was.",
    );
    expect(bulkMessage({ ids, action: "favorite", value: false }, 1, 0)).toBe("1 application removed from favorites.");
    expect(bulkMessage({ ids, action: "delete" }, 0, 2)).toBe(
      "Nothing changed: 2 applications were not found and left as they were.",
    );
  });
});

describe("undoMessage", () => {
  it("says how many came back, and why not all", () => {
    expect(undoMessage("status", 2, 2)).toBe("Undone: 2 applications back to their previous status.");
    expect(undoMessage("status", 1, 3)).toBe("Undone for 1 of 3 applications; the others changed status since.");
    expect(undoMessage("delete", 1, 1)).toBe("Undone: 1 application restored.");
    expect(undoMessage("delete", 1, 2)).toBe(
      "Restored 1 of 2 applications: your plan's application limit was reached.",
    );
  });
});
