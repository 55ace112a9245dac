import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import type { SystemStatus as SystemStatusData } from "@/content/types";

const stateStyle = {
  operational: { icon: CircleCheck, label: "Operational", tone: "text-phosphor" },
  degraded: { icon: CircleAlert, label: "Degraded", tone: "text-warn" },
  down: { icon: CircleX, label: "Down", tone: "text-danger" },
} as const;

type SystemStatusProps = { systems: SystemStatusData[] };

/** Each system with its state in words as well as colour. */
export function SystemStatus({ systems }: SystemStatusProps) {
  return (
    <ul className="divide-y divide-line text-sm">
      {systems.map((system) => {
        const { icon: Icon, label, tone } = stateStyle[system.state];
        return (
          <li key={system.name} className="flex items-center gap-3 py-2">
            <Icon aria-hidden="true" className={`size-4 shrink-0 ${tone}`} />
            <span className="flex-1 text-bright">{system.name}</span>
            <span className="text-right">
              <span className={`block ${tone}`}>{label}</span>
              <span className="block text-xs text-muted">{system.detail}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
