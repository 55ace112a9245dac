import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import type { StatCard as StatCardData, StatChangeType } from "@/content/types";

const changeStyle: Record<StatChangeType, { icon: typeof TrendingUp; word: string; tone: string }> =
  {
    increase: { icon: TrendingUp, word: "Increase", tone: "text-phosphor" },
    decrease: { icon: TrendingDown, word: "Decrease", tone: "text-warn" },
    neutral: { icon: Minus, word: "No change", tone: "text-muted" },
  };

type StatCardProps = { stat: StatCardData };

/** One figure with its change over a period and what it measures. */
export function StatCard({ stat }: StatCardProps) {
  const { icon: Icon, word, tone } = changeStyle[stat.change.type];
  return (
    <article className="flex flex-col gap-2 border border-line bg-surface p-4">
      <header className="flex items-center justify-between gap-2">
        <h3 className="text-sm text-bright">{stat.title}</h3>
        <span className="border border-line px-1.5 text-xs text-muted uppercase">Sample</span>
      </header>
      <p className="text-2xl font-bold text-phosphor tabular-nums">{stat.value}</p>
      <p className={`text-sm ${tone}`}>
        <Icon aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
        <span className="sr-only">{word}:</span>
        <span className="tabular-nums">{stat.change.value}</span>{" "}
        <span className="text-muted">{stat.change.period}</span>
      </p>
      <p className="text-xs text-muted">{stat.description}</p>
    </article>
  );
}
