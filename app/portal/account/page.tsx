import type { Metadata } from "next";
import { AccountSection } from "@/components/portal/account/account-section";
import { SignInTimes } from "@/components/portal/account/sign-in-times";
import { ToolPage } from "@/components/portal/tool-page";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { safeNextPath } from "@/lib/auth/paths";
import { requireTool } from "@/lib/portal/require-tool";
import { portalTools } from "@/lib/portal/tools";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { readAccount } from "./account";
import { PasswordForm } from "./password-form";
import { TwoStepPanel } from "./two-step-panel";

const { account: tool } = portalTools;

export const metadata: Metadata = { title: tool.title };

/**
 * The signed-in person's own account: password, two-step sign-in, sign-ins, sign out everywhere.
 * Open to anyone signed in (code given), whatever `REQUIRE_TWO_STEP` asks: this is where a
 * person it covers enrols, sent here with `?enrol=required&next=` and sent on once enrolled.
 */
export default async function AccountPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireTool(tool);
  const params = await searchParams;
  const next = firstParam(params.next);
  const account = await readAccount();
  const goOnTo = firstParam(params.enrol) === "required" && next ? safeNextPath(next) : undefined;
  return (
    <ToolPage tool={tool}>
      <div className="space-y-6">
        <p className="text-sm text-muted">
          Signed in as <span className="text-bright">{user.email}</span>.
        </p>
        {goOnTo && account && !account.hasTwoStep && (
          <Notice role="alert" tone="warn" className="px-4 py-3 text-sm">
            <code>{goOnTo}</code> asks for two-step sign-in first. Turn it on below; once your first
            code is confirmed, you go on there.
          </Notice>
        )}
        {!account && (
          <Notice role="alert" tone="warn" className="px-4 py-3 text-sm">
            The auth service is not answering, so some of your account is not shown. Try again in a
            moment.
          </Notice>
        )}
        <AccountSection id="password-heading" title="Password">
          <PasswordForm />
        </AccountSection>
        {account && (
          <AccountSection id="two-step-heading" title="Two-step sign-in">
            <TwoStepPanel isOn={account.hasTwoStep} goOnTo={goOnTo} />
          </AccountSection>
        )}
        <AccountSection id="sign-ins-heading" title="Sign-ins">
          <SignInTimes
            lastSignInAt={account?.lastSignInAt ?? null}
            sessionSignedInAt={account?.sessionSignedInAt ?? null}
          />
        </AccountSection>
        <AccountSection id="everywhere-heading" title="Sign out everywhere">
          <form action="/auth/sign-out" method="post" className="space-y-3">
            <input type="hidden" name="scope" value="global" />
            <p className="text-sm text-muted">
              Ends every session of your account, on every device, this one included.
            </p>
            <Button type="submit" variant="danger">
              Sign out everywhere
            </Button>
          </form>
        </AccountSection>
      </div>
    </ToolPage>
  );
}
