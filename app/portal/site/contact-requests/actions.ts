"use server";

import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionAnswer } from "@/lib/action/answer";
import { defineAction } from "@/lib/action/define-action";
import { contactStatusOf, messageIdOf } from "@/lib/contact/inbox";
import { parseContactSettings } from "@/lib/contact/settings";
import type { Author } from "@/lib/db/activity";
import {
  deleteContactMessage,
  deleteContactSender,
  readContactMessage,
  setContactStatus,
} from "@/lib/db/contact-messages";
import { saveContactSettings } from "@/lib/db/contact-settings";
import { portalTools, type ToolStanding } from "@/lib/portal/tools";
import { requestAddress } from "@/lib/visitor-address/request";

// The Contact Request tool's actions: editors handle messages and the settings, admins delete.
// Each checks the caller's role before it reads the form (a viewer's crafted post gets a 403).

const tool = portalTools.contactRequests;
const inbox = tool.path;
/** Editors handle messages and the settings. */
const handlers: ToolStanding = { ...tool, role: "editor" };
/** Admins delete: an admin's action, under the admins' two-step rule. */
const admins: ToolStanding = { ...tool, role: "admin", twoStep: "admin-tool" };

const UNAVAILABLE = "Not changed: the database is not answering. Try again later.";
const GONE = "That message is no longer in the inbox.";
const STATUS_WORDS = { new: "new", read: "read", replied: "replied", archived: "archived" };

async function authorOf(user: { id: string; email: string }): Promise<Author> {
  return { id: user.id, email: user.email, clientAddress: await requestAddress() };
}

const refused = (message: string): ActionAnswer => ({ status: "refused", message });

/** Marks a message new, read, replied or archived, recorded in the activity log. */
export const setMessageStatus = defineAction({
  caller: handlers,
  form: z.object({ id: z.string(), status: z.string() }),
  run: async (form, { user }): Promise<ActionAnswer> => {
    const id = messageIdOf(form.id);
    const status = contactStatusOf(form.status);
    if (id === null || status === null) return refused("This form names no message or status.");
    try {
      const before = await setContactStatus(id, status, await authorOf(user));
      if (before === null) return refused(GONE);
    } catch {
      return refused(UNAVAILABLE);
    }
    refresh();
    return { status: "done", message: `Marked ${STATUS_WORDS[status]}.` };
  },
});

const confirmed = z.object({ id: z.string(), confirm: z.string() });

/** Deletes one message once its box is ticked (admins), then goes back to the inbox. */
export const deleteMessage = defineAction({
  caller: admins,
  form: confirmed,
  run: async (form, { user }): Promise<ActionAnswer> => {
    const id = messageIdOf(form.id);
    if (id === null) return refused(GONE);
    if (form.confirm !== "yes") return refused("Tick the box to confirm deleting this message.");
    try {
      if (!(await deleteContactMessage(id, await authorOf(user)))) return refused(GONE);
    } catch {
      return refused(UNAVAILABLE);
    }
    redirect(inbox);
  },
});

/** Deletes every message from the sender of message `id` once its box is ticked (admins). */
export const deleteSender = defineAction({
  caller: admins,
  form: confirmed,
  run: async (form, { user }): Promise<ActionAnswer> => {
    const id = messageIdOf(form.id);
    if (id === null) return refused(GONE);
    if (form.confirm !== "yes") {
      return refused("Tick the box to confirm deleting every message from this sender.");
    }
    try {
      const message = await readContactMessage(id);
      if (!message) return refused(GONE);
      await deleteContactSender(message.email, await authorOf(user));
    } catch {
      return refused(UNAVAILABLE);
    }
    redirect(inbox);
  },
});

/** Saves the notification list and the retention period (editors), recorded in the log. */
export const saveInboxSettings = defineAction({
  caller: handlers,
  form: z.object({ notifyTo: z.string(), retentionDays: z.string() }),
  run: async (form, { user, data }): Promise<ActionAnswer> => {
    const parsed = parseContactSettings(data);
    if (!parsed.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(parsed.fieldErrors).map(([field, error]) => [field, [error]]),
      );
      return {
        status: "invalid",
        message: "Not saved: see the fields below.",
        fieldErrors,
        values: form,
      };
    }
    try {
      await saveContactSettings(parsed.settings, await authorOf(user));
    } catch {
      return { status: "refused", message: UNAVAILABLE, values: form };
    }
    refresh();
    return { status: "done", message: "Settings saved." };
  },
});
