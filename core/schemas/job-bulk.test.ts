import { describe, expect, it } from "vitest";
import { BULK_MAX_IDS } from "../limits";
import { bulkUndoSchema, jobBulkSchema } from "./job";

describe("jobBulkSchema", () => {
  it("reads each action with its value, an id given twice once", () => {
    expect(jobBulkSchema.parse({ ids: ["a", " a ", "b"], action: "status", value: "offer" })).toEqual({
      ids: ["a", "b"],
      action: "status",
      value: "offer",
    });
    expect(jobBulkSchema.parse({ ids: ["a"], action: "favorite", value: false })).toMatchObject({ value: false });
    expect(jobBulkSchema.parse({ ids: ["a"], action: "delete", value: "ignored" })).toEqual({
      ids: ["a"],
      action: "delete",
    });
  });

  it("takes 1 to 500 ids and refuses the rest with a message that says so", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
    expect(jobBulkSchema.safeParse({ ids: ids(BULK_MAX_IDS), action: "delete" }).success).toBe(true);
    const over = jobBulkSchema.safeParse({ ids: ids(BULK_MAX_IDS + 1), action: "delete" });
    expect(over.error?.issues[0]?.message).toBe("Select at most 500 applications at once");
    expect(jobBulkSchema.safeParse({ ids: [], action: "delete" }).error?.issues[0]?.message).toBe(
      "Select at least one application",
    );
    expect(jobBulkSchema.safeParse({ ids: ["x".repeat(65)], action: "delete" }).success).toBe(false);
  });

  it("refuses an unknown action and a value the action does not take", () => {
    expect(jobBulkSchema.safeParse({ ids: ["a"], action: "archive" }).error?.issues[0]?.message).toBe(
      "action must be one of: status, favorite, priority, delete",
    );
    expect(jobBulkSchema.safeParse({ ids: ["a"], action: "priority", value: "urgent" }).success).toBe(false);
    expect(jobBulkSchema.safeParse({ ids: ["a"], action: "favorite", value: "yes" }).success).toBe(false);
    expect(jobBulkSchema.safeParse({ ids: ["a"], action: "status" }).success).toBe(false);
  });
});

describe("bulkUndoSchema", () => {
  it("needs a token", () => {
    expect(bulkUndoSchema.safeParse({}).error?.issues[0]?.message).toBe("token is required");
    expect(bulkUndoSchema.parse({ token: " t " })).toEqual({ token: "t" });
  });
});
