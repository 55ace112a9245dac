import { cn } from "@/lib/utils";

type BulletListProps = {
  items: string[];
  className?: string;
};

/** A plain list with terminal `›` markers (drawn by `.bullet-list` in `app/theme.css`). */
export function BulletList({ items, className }: BulletListProps) {
  return (
    <ul className={cn("bullet-list space-y-2", className)}>
      {items.map((item, index) => (
        // The items are the editor's, in its order, and may repeat.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
