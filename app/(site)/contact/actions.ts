"use server";

import { updateTag } from "next/cache";
import { after } from "next/server";
import { z } from "zod";
import type { ActionAnswer } from "@/lib/action/answer";
import { defineAction } from "@/lib/action/define-action";
import { deliverContactNotifications } from "@/lib/contact/notify";
import {
  issueContactForm,
  receiveContactMessage,
  type ContactFormProof,
} from "@/lib/contact/receive";
import { contentKinds } from "@/lib/editor/kinds";
import { requestAddress } from "@/lib/visitor-address/request";

/**
 * Behind the public contact form, for anyone: the message is stored unless a rule refuses it
 * (`receiveContactMessage`), the staff are told after the answer, and every answer carries a
 * fresh form token and challenge (a token is spent by the post that carried it), so a form
 * without JavaScript sends with its second press. A post that trips the hourly cap revalidates
 * /contact, which the trip closed.
 */
export const sendContactMessage = defineAction({
  caller: "anyone",
  form: z.object({}),
  run: async (_form, { data }): Promise<ActionAnswer<ContactFormProof | null>> => {
    const answer = await receiveContactMessage(data, await requestAddress());
    if (answer.capTripped) for (const tag of contentKinds.contactForm.tags) updateTag(tag);
    if (answer.status === "done") after(deliverContactNotifications);
    const fieldErrors = Object.fromEntries(
      Object.entries(answer.fieldErrors ?? {}).map(([field, error]) => [field, [error]]),
    );
    return {
      status: answer.status,
      message: answer.message,
      ...(answer.fieldErrors ? { fieldErrors } : {}),
      values: answer.values,
      detail: await issueContactForm(),
    };
  },
});
