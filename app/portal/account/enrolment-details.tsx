import type { Enrolment } from "./answers";

type EnrolmentDetailsProps = { enrolment: Enrolment };

/** The issuer and account name of an `otpauth://` URI (its label is `issuer:account`). */
function labelOf(uri: string): { issuer: string; account: string } {
  try {
    const url = new URL(uri);
    const label = decodeURIComponent(url.pathname.replace(/^\/+/, ""));
    const issuer = url.searchParams.get("issuer") ?? "";
    const account =
      issuer && label.startsWith(`${issuer}:`) ? label.slice(issuer.length + 1) : label;
    return { issuer, account };
  } catch {
    return { issuer: "", account: "" };
  }
}

/** What goes into the authenticator app: the QR code, or the secret typed in by hand. */
export function EnrolmentDetails({ enrolment }: EnrolmentDetailsProps) {
  const { issuer, account } = labelOf(enrolment.uri);
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(" ") ?? enrolment.secret;
  return (
    <div className="space-y-3 border border-line p-4 text-sm">
      <p className="text-bright">
        Scan this QR code with your authenticator app, or add the account by typing the key.
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URI */}
      <img
        src={enrolment.qrCode}
        alt={`QR code for two-step sign-in of ${account || "your account"}`}
        width={180}
        height={180}
        className="bg-white p-2"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Issuer</dt>
        <dd className="text-bright">{issuer}</dd>
        <dt className="text-muted">Account</dt>
        <dd className="break-all text-bright">{account}</dd>
        <dt className="text-muted">Key</dt>
        <dd>
          <code data-testid="totp-secret" className="break-all text-phosphor select-all">
            {grouped}
          </code>
        </dd>
      </dl>
    </div>
  );
}
