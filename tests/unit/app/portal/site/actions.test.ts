/** @jest-environment node */
import { requireUser } from "@/lib/auth/current-user";
import { getDatabase } from "@/lib/db/client";
import { createItem, deleteItem, saveDraft } from "@/lib/db/editing";
import { runReorder } from "@/lib/editor/reorder-action";
import { runEditorAction, runRestoreAction } from "@/lib/editor/run-action";

// The boundaries an action crosses: the session check, the database and Next's cache.
jest.mock("@/lib/auth/current-user", () => ({ requireUser: jest.fn() }));
jest.mock("@/lib/db/client", () => ({ getDatabase: jest.fn() }));
jest.mock("@/lib/db/editing", () => ({
  createItem: jest.fn(),
  deleteItem: jest.fn(),
  saveDraft: jest.fn(),
  setPublication: jest.fn(),
  readDrafts: jest.fn(),
}));
jest.mock("@/lib/db/ordering", () => ({ reorderItems: jest.fn() }));
jest.mock("next/cache", () => ({ refresh: jest.fn(), updateTag: jest.fn() }));

const ITEM_ID = "00000000-0000-4000-8000-000000000001";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** A form that notes, in `order`, each time it is read. */
function watchedForm(fields: Record<string, string>, order: string[]): FormData {
  const data = form(fields);
  const get = data.get.bind(data);
  data.get = (name: string) => {
    order.push(`form:${name}`);
    return get(name);
  };
  return data;
}

const signedOut = () =>
  jest.mocked(requireUser).mockImplementation(async () => {
    throw new Error("NEXT_REDIRECT");
  });

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(requireUser)
    .mockResolvedValue({ id: "user-1", email: "s@example.com", expiresAt: 0 });
});

describe("every content action verifies the user before it reads the form", () => {
  const fields = { kind: "ventures", intent: "save", id: ITEM_ID, version: "1", order: ITEM_ID };
  it.each([
    ["save", runEditorAction],
    ["restore", runRestoreAction],
    ["reorder", runReorder],
  ] as const)("%s", async (_name, action) => {
    const order: string[] = [];
    signedOut().mockImplementation(async () => {
      order.push("user");
      throw new Error("NEXT_REDIRECT");
    });
    await expect(action(watchedForm(fields, order))).rejects.toThrow("NEXT_REDIRECT");
    expect(order).toEqual(["user"]);
  });
});

describe("an editor form with an intent the editor does not know", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "", "drop"])(
    "%p is refused with a message before anything is read or saved",
    async (intent) => {
      const state = await runEditorAction(
        form({ kind: "ventures", intent, id: ITEM_ID, version: "3", title: "Changed" }),
      );
      expect(state).toMatchObject({
        status: "invalid",
        message: expect.stringMatching(/^Not saved: this form asks for something/),
      });
      expect(typeof state.message).toBe("string");
      expect(getDatabase).not.toHaveBeenCalled();
      expect(saveDraft).not.toHaveBeenCalled();
    },
  );
});

describe("the one-row kinds (site bar, site notice, careers lists)", () => {
  it.each(["siteBar", "siteNotice", "careers"])(
    "%s cannot be deleted by a crafted form",
    async (kind) => {
      const state = await runEditorAction(
        form({ kind, intent: "delete", id: ITEM_ID, version: "1", confirm: "yes" }),
      );
      expect(state.status).toBe("invalid");
      expect(state.message).toMatch(/is always there/);
      expect(deleteItem).not.toHaveBeenCalled();
      expect(getDatabase).not.toHaveBeenCalled();
    },
  );

  it.each(["siteBar", "siteNotice", "careers"])(
    "%s cannot be created a second time",
    async (kind) => {
      const state = await runEditorAction(
        form({ kind, intent: "save", id: "", version: "0", text: "x", title: "x", body: "x" }),
      );
      expect(state.status).toBe("invalid");
      expect(createItem).not.toHaveBeenCalled();
    },
  );
});

describe("an action called with arguments that are not form data", () => {
  it.each([5, "x", null, { kind: "ventures" }])("%p changes nothing", async (data) => {
    expect((await runEditorAction(data)).status).toBe("invalid");
    expect((await runRestoreAction(data)).status).toBe("invalid");
    expect((await runReorder(data)).message).toBe("These items have no order.");
    expect(getDatabase).not.toHaveBeenCalled();
  });
});
