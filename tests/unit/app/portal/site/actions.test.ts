/** @jest-environment node */
import {
  deleteContent,
  reorderContent,
  restoreContent,
  saveContent,
} from "@/app/portal/site/actions";
import { requireRole } from "@/lib/auth/current-user";
import { getDatabase } from "@/lib/db/client";
import { createItem, deleteItem, saveDraft, setPublication } from "@/lib/db/editing";
import { readItem } from "@/lib/db/drafts";
import { contentKinds } from "@/lib/editor/kinds";
import { idleAnswer } from "@/lib/action/answer";
import { updateTag } from "next/cache";

// The boundaries an action crosses: the session check, the database and Next's cache.
jest.mock("@/lib/auth/current-user", () => ({ requireRole: jest.fn() }));
jest.mock("@/lib/db/client", () => ({ getDatabase: jest.fn() }));
jest.mock("@/lib/db/editing", () => ({
  createItem: jest.fn(),
  deleteItem: jest.fn(),
  saveDraft: jest.fn(),
  setPublication: jest.fn(),
}));
jest.mock("@/lib/db/drafts", () => ({
  readDrafts: jest.fn(),
  readItem: jest.fn(),
  readSnapshot: jest.fn(),
}));
jest.mock("@/lib/db/ordering", () => ({ nextPosition: jest.fn(), reorderItems: jest.fn() }));
jest.mock("next/cache", () => ({ refresh: jest.fn(), updateTag: jest.fn() }));
jest.mock("@/lib/visitor-address/request", () => ({
  requestAddress: jest.fn().mockResolvedValue("203.0.113.5"),
}));

const ITEM_ID = "00000000-0000-4000-8000-000000000001";

// The actions as a form calls them: the previous state, then what was posted (anything at all).
const runEditorAction = (data: unknown) => saveContent(idleAnswer, data as FormData);
const runDelete = (data: unknown) => deleteContent(idleAnswer, data as FormData);
const runRestoreAction = (data: unknown) => restoreContent(idleAnswer, data as FormData);
const runReorder = (data: unknown) => reorderContent(idleAnswer, data as FormData);

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

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(requireRole)
    .mockResolvedValue({ id: "user-1", email: "s@example.com", role: "editor", expiresAt: 0 });
});

describe("every content action asks for an editor before it reads the form", () => {
  const fields = { kind: "ventures", intent: "save", id: ITEM_ID, version: "1", order: ITEM_ID };
  it.each([
    ["save", runEditorAction],
    ["delete", runDelete],
    ["restore", runRestoreAction],
    ["reorder", runReorder],
  ] as const)("%s: signed out, a redirect; a viewer, a 403", async (_name, action) => {
    for (const refusal of ["NEXT_REDIRECT", "NEXT_HTTP_ERROR_FALLBACK;403"]) {
      const order: string[] = [];
      jest.mocked(requireRole).mockImplementation(async (need) => {
        order.push(`role:${need}`);
        throw new Error(refusal);
      });
      await expect(action(watchedForm(fields, order))).rejects.toThrow(refusal);
      expect(order).toEqual(["role:editor"]);
    }
    expect(getDatabase).not.toHaveBeenCalled();
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
      const fields = { kind, intent: "delete", id: ITEM_ID, version: "1", confirm: "yes" };
      for (const action of [runDelete, runEditorAction]) {
        const state = await action(form(fields));
        expect(state.status).toBe("invalid");
        expect(state.message).toMatch(/is always there/);
      }
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

describe("deletion, its own action", () => {
  it("is not something the save form does: a posted delete intent is refused, nothing deleted", async () => {
    const state = await runEditorAction(
      form({ kind: "ventures", intent: "delete", id: ITEM_ID, version: "1", confirm: "yes" }),
    );
    expect(state).toMatchObject({
      status: "invalid",
      message: expect.stringMatching(/^Not saved: this form asks for something/),
    });
    expect(getDatabase).not.toHaveBeenCalled();
    expect(deleteItem).not.toHaveBeenCalled();
  });

  it("waits for the box to be ticked", async () => {
    const state = await runDelete(form({ kind: "jobs", id: ITEM_ID, version: "1" }));
    expect(state).toMatchObject({
      status: "invalid",
      message: "Tick the box to confirm deleting this job.",
    });
    expect(getDatabase).not.toHaveBeenCalled();
  });
});

describe("an action called with arguments that are not form data", () => {
  it.each([5, "x", null, { kind: "ventures" }])("%p changes nothing", async (data) => {
    expect((await runEditorAction(data)).status).toBe("invalid");
    expect((await runDelete(data)).status).toBe("invalid");
    expect((await runRestoreAction(data)).status).toBe("invalid");
    expect((await runReorder(data)).message).toBe("These items have no order.");
    expect(getDatabase).not.toHaveBeenCalled();
  });
});

describe("a publish", () => {
  const bar = { text: "Hello", linkUrl: "", enabled: "on", startsAt: "", endsAt: "" };

  it("saves the changed draft, publishes it as the verified editor from their address, and revalidates the pages that show the kind", async () => {
    jest.mocked(readItem).mockResolvedValue({
      draft: { id: ITEM_ID, version: 3, text: "Before" },
      published: null,
    } as never);
    jest.mocked(saveDraft).mockResolvedValue({ ok: true, value: { version: 4 } } as never);
    jest.mocked(setPublication).mockResolvedValue({ ok: true, value: null } as never);
    const state = await runEditorAction(
      form({ kind: "siteBar", intent: "publish", id: ITEM_ID, version: "3", ...bar }),
    );
    expect(state).toMatchObject({ status: "done", message: expect.stringMatching(/^Published/) });
    expect(jest.mocked(setPublication).mock.calls[0]?.slice(1, 4)).toEqual(["siteBar", ITEM_ID, 4]);
    const author = { id: "user-1", email: "s@example.com", clientAddress: "203.0.113.5" };
    expect(jest.mocked(saveDraft).mock.calls[0]?.[5]).toEqual(author);
    expect(jest.mocked(setPublication).mock.calls[0]?.[4]).toEqual(author);
    expect(jest.mocked(updateTag).mock.calls).toEqual(
      contentKinds.siteBar.tags.map((tag) => [tag]),
    );
  });
});
