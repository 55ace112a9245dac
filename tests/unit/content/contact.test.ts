import { contact } from "@/content/contact";

describe("contact content", () => {
  it("carries the spec's hours, notice and dialog title", () => {
    expect(contact.hours).toBe("8:00 AM to 10:00 PM Central Time, 7 days a week");
    expect(contact.closedNotice).toBe(
      "Due to a rapid influx of requests, we're closing public messages.",
    );
    expect(contact.dialog.title).toBe("Please Email Us Directly");
    expect(contact.dialog.body).toMatch(/back-end systems/);
  });
});
