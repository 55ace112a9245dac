type SignInTimesProps = {
  /** The account's last sign-in, as the auth service records it. */
  lastSignInAt: string | null;
  /** When this session signed in (its first authentication method's time). */
  sessionSignedInAt: Date | null;
};

const format = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date) + " UTC";

/** When the account last signed in, and when this session did. */
export function SignInTimes({ lastSignInAt, sessionSignedInAt }: SignInTimesProps) {
  const last = lastSignInAt ? new Date(lastSignInAt) : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">Last sign-in</dt>
      <dd className="text-bright">
        {last && !Number.isNaN(last.getTime()) ? (
          <time dateTime={last.toISOString()}>{format(last)}</time>
        ) : (
          "Not recorded"
        )}
      </dd>
      {sessionSignedInAt && (
        <>
          <dt className="text-muted">This session</dt>
          <dd className="text-bright">
            <time dateTime={sessionSignedInAt.toISOString()}>{format(sessionSignedInAt)}</time>
          </dd>
        </>
      )}
    </dl>
  );
}
