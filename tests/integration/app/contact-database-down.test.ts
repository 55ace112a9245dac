import { receiveContactMessage } from "@/lib/contact/receive";
import { issueFormToken, MIN_FILL_MS } from "@/lib/contact/token";
import { getDatabase } from "@/lib/db/client";
import { freePort } from "../helpers/stack-process";

// The contact form with its database down: DATABASE_URL names a port where nothing listens.
const SECRET = "a-contact-form-secret-for-this-test-only";

beforeAll(async () => {
  process.env.DATABASE_URL = `postgresql://portal_app:portal_app@127.0.0.1:${await freePort()}/postgres`;
  process.env.CONTACT_FORM_SECRET = SECRET;
});

afterAll(async () => {
  await getDatabase().$client.end();
});

it("answers that the message could not be received, and gives back what was typed", async () => {
  const data = new FormData();
  const typed = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Engines",
    message: "A question about the analytical engine.",
  };
  for (const [name, value] of Object.entries(typed)) data.set(name, value);
  data.set("website", "");
  data.set("form_token", issueFormToken(SECRET, Date.now() - MIN_FILL_MS - 1000));
  const answer = await receiveContactMessage(data, "203.0.113.50");
  expect(answer).toMatchObject({
    status: "refused",
    reason: "unavailable",
    message: expect.stringContaining("could not be received"),
    values: typed,
  });
});
