import { contact } from "@/content/contact";

describe("contact content", () => {
  it("has opening hours, the closed-messages notice and the dialog's texts", () => {
    for (const text of [
      contact.hours,
      contact.closedNotice,
      contact.dialog.title,
      contact.dialog.body,
    ]) {
      expect(text.trim()).not.toBe("");
      expect(text).toBe(text.trim());
    }
  });
});
