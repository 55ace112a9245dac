import { defineKind, fields, objectOf } from "../kind";
import { contentTools } from "../tools";

const contactFormFields = [
  fields.checkbox("open", "Take public messages on /contact"),
  fields.optionalText("closedNotice", "Message over the closed form (optional)", 200),
] as const;

/**
 * Whether `/contact` takes public messages: closed (the spec's page, under the spec's notice or
 * `closedNotice`) until staff open it, and closed again by the form's hourly cap.
 */
export const contactForm = defineKind({
  kind: "contactForm",
  noun: "contact form switch",
  tool: contentTools.contactRequests,
  list: null,
  tags: ["contact-form"],
  publicPath: () => "/contact",
  fields: contactFormFields,
  schema: objectOf(contactFormFields),
});
