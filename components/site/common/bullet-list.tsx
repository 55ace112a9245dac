import { cn } from "@/lib/utils";

type BulletListProps = {
  items: string[];
  className?: string;
};

/** A plain list with terminal `›` markers. */
export function BulletList({ items, className }: BulletListProps) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-pretty text-dim">
          <span aria-hidden="true" className="text-phosphor">
            ›
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
