import { issueContactForm } from "@/lib/contact/receive";

// A fresh token and challenge per request: /contact itself is prerendered and carries none.
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * A form token and a proof-of-work challenge for the contact form's script, as JSON; a 503 when
 * the server has no secret to sign them with (the form then says it cannot take messages).
 */
export async function GET() {
  const proof = await issueContactForm();
  if (!proof) return Response.json({ error: "unavailable" }, { status: 503, headers: NO_STORE });
  return Response.json(proof, { headers: NO_STORE });
}
