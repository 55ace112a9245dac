import {
  accountPath,
  describeAction,
  describeActor,
  targetPath,
  type EventRecord,
} from "@/lib/activity/describe";
import { contentKinds } from "@/lib/editor/kinds";

const ID = "00000000-0000-4000-8000-000000000001";

const event = (fields: Partial<EventRecord>): EventRecord => ({
  at: new Date(),
  actorId: ID,
  actorEmail: "ada@example.com",
  action: "content.published",
  targetKind: null,
  targetId: null,
  targetLabel: null,
  clientAddress: null,
  details: {},
  ...fields,
});

describe("how an event reads", () => {
  it("names a verified actor by e-mail, a refused sign-in by the address tried", () => {
    expect(describeActor(event({}))).toBe("ada@example.com");
    expect(describeActor(event({ actorId: null, action: "auth.sign_in_refused" }))).toBe(
      "attempted as ada@example.com",
    );
    expect(describeActor(event({ actorId: null, actorEmail: null }))).toBe("someone unnamed");
    expect(describeActor(event({ actorEmail: null }))).toBe(`account ${ID}`);
  });

  it("says what happened in plain words, with the details that matter", () => {
    expect(describeAction(event({}))).toBe("published");
    expect(
      describeAction(
        event({ action: "account.role_changed", details: { from: "editor", to: "admin" } }),
      ),
    ).toBe("changed the role of (editor to admin)");
    expect(
      describeAction(event({ action: "auth.signed_in", details: { method: "password" } })),
    ).toBe("signed in by password");
    expect(
      describeAction(event({ action: "auth.sign_in_refused", details: { step: "magic-link" } })),
    ).toBe("was refused sign-in by a limit asking for a magic link");
    expect(
      describeAction(
        event({ action: "auth.sign_in_refused", details: { step: "password-reset" } }),
      ),
    ).toBe("was refused sign-in by a limit asking for a password reset");
  });
});

describe("where an event's target links to", () => {
  it("opens an account on Manage User Accounts", () => {
    const account = event({ targetKind: "account", targetId: ID, targetLabel: "b+1@example.com" });
    expect(targetPath(account)).toBe("/portal/manage-users?q=b%2B1%40example.com");
    expect(accountPath("x@example.com")).toBe("/portal/manage-users?q=x%40example.com");
  });

  it("opens an item's editor, a one-row kind's tool, a reordered list", () => {
    const item = event({ targetKind: "announcements", targetId: ID, targetLabel: "News" });
    expect(targetPath(item)).toBe(`${contentKinds.announcements.list.path}/${ID}`);
    expect(targetPath(event({ targetKind: "siteBar", targetId: ID }))).toBe(
      contentKinds.siteBar.tool.path,
    );
    expect(targetPath(event({ action: "content.reordered", targetKind: "jobs" }))).toBe(
      contentKinds.jobs.list.path,
    );
  });

  it("opens a contact message's page, or the inbox once it is deleted or for a sender", () => {
    const inbox = "/portal/site/contact-requests";
    const changed = event({
      action: "contact.status_changed",
      targetKind: "contact",
      targetId: "7",
    });
    expect(targetPath(changed)).toBe(`${inbox}/7`);
    expect(targetPath({ ...changed, action: "contact.deleted" })).toBe(inbox);
    expect(targetPath(event({ action: "contact.sender_deleted", targetKind: "contact" }))).toBe(
      inbox,
    );
    expect(targetPath(event({ action: "contact.closed", targetKind: "contactForm" }))).toBe(inbox);
  });

  it("names the form itself as who closed it at its cap", () => {
    const closed = event({ actorId: null, actorEmail: null, action: "contact.closed" });
    expect(describeActor(closed)).toBe("The contact form");
  });

  it("links nowhere for a deleted item, no target or an unknown kind", () => {
    expect(
      targetPath(event({ action: "content.deleted", targetKind: "ventures", targetId: ID })),
    ).toBeNull();
    expect(targetPath(event({ action: "auth.signed_in" }))).toBeNull();
    expect(targetPath(event({ targetKind: "toString", targetId: ID }))).toBeNull();
  });
});
