import { cn } from "@/lib/utils";

type SamplePanelProps = { title: string; className?: string; children: React.ReactNode };

/** A dashboard section framed like a terminal window, tagged as sample data. */
export function SamplePanel({ title, className, children }: SamplePanelProps) {
  return (
    <section className={cn("border border-line bg-surface", className)}>
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
        <h3 className="text-sm font-semibold text-phosphor">{title}</h3>
        <span className="border border-line px-1.5 text-xs text-muted uppercase">Sample</span>
      </header>
      <div className="p-4">{children}</div>
    </section>
  );
}
