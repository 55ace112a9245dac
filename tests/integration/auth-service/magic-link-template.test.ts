import { clientFor, createStaff } from "../helpers/clients";
import { waitForMail } from "../helpers/mail";
import { stackForFile } from "../helpers/stack-process";

// The template Supabase's SSR guide uses, landing on the app's own confirm route.
const TEMPLATE = "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=magiclink";
const stack = stackForFile({ env: { LOCAL_SUPABASE_MAGIC_LINK_URL: TEMPLATE } });

describe("magic-link e-mail template", () => {
  it("puts the configured link in the e-mail, and its token hash verifies", async () => {
    const staff = await createStaff(stack);
    const since = Date.now();
    const { error } = await clientFor(stack, { flowType: "pkce" }).auth.signInWithOtp({
      email: staff.email,
      options: { shouldCreateUser: false },
    });
    expect(error).toBeNull();
    const mail = await waitForMail(stack.inboxUrl, staff.email, since);
    const link = new URL(/http:\/\/localhost:3000\/auth\/confirm\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get("type")).toBe("magiclink");
    const tokenHash = link.searchParams.get("token_hash")!;
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);
    const { data, error: verifyError } = await clientFor(stack).auth.verifyOtp({
      type: "magiclink",
      token_hash: tokenHash,
    });
    expect(verifyError).toBeNull();
    expect(data.user!.email).toBe(staff.email);
  });
});
