import { Terminal } from "lucide-react";
import { site } from "@/content/site";

type AuthCardProps = {
  /** The command in the card's title bar, after the prompt. */
  command: string;
  title: string;
  intro: string;
  children: React.ReactNode;
};

/**
 * The terminal window that frames each sign-in step: a title bar, a heading, a line, a form.
 * It hangs from a fixed distance below the top bar rather than being centred: a centred card
 * moved up as the rest of it was parsed in, which Lighthouse counted as layout shift.
 */
export function AuthCard({ command, title, intro, children }: AuthCardProps) {
  return (
    <main id="main" className="flex min-h-[80vh] items-start justify-center px-4 pt-[12vh] pb-16">
      <section
        aria-labelledby="auth-card-title"
        className="w-full max-w-md border border-line-strong bg-surface shadow-[0_0_40px_rgba(0,255,65,0.08)]"
      >
        <p className="flex items-center gap-2 border-b border-line px-4 py-2 text-xs text-muted">
          <Terminal aria-hidden="true" className="size-4" />
          auth@{site.shortName.toLowerCase()}:~$ {command}
        </p>
        <div className="px-6 py-8">
          <h1 id="auth-card-title" className="text-2xl font-bold text-phosphor">
            {title}
          </h1>
          <p className="mt-2 mb-6 text-sm text-muted">{intro}</p>
          {children}
        </div>
      </section>
    </main>
  );
}
