"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import Link from "next/link";
import { useActionState } from "react";
import type { ReorderState } from "@/lib/editor/reorder-action";
import type { ListedItem } from "./item-list";

type SortableListProps = {
  items: ListedItem[];
  basePath: string;
  label: string;
  move: (state: ReorderState, data: FormData) => Promise<ReorderState>;
};

const arrowClass =
  "inline-flex size-9 items-center justify-center border border-line text-bright hover:border-phosphor hover:text-phosphor disabled:opacity-40";

/**
 * A tool's items in their public order, each with Move up and Move down buttons: plain forms, so
 * the keyboard and a page without JavaScript can reorder too.
 */
export function SortableList({ items, basePath, label, move }: SortableListProps) {
  const [moveState, moveAction, isBusy] = useActionState(move, { message: "" });

  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-phosphor empty:hidden">
        {moveState.message}
      </p>
      <ol aria-label={label} className="divide-y divide-line border border-line">
        {items.map(({ id, ...item }, index) => (
          <li key={id} className="flex flex-wrap items-center gap-3 p-3">
            <Link href={`${basePath}/${id}`} className="text-phosphor hover:underline">
              {item.title}
            </Link>
            <span className="text-xs text-muted">
              {item.detail} · {item.isPublished ? "published" : "draft only"}
            </span>
            <form action={moveAction} className="ml-auto flex gap-2">
              <input type="hidden" name="id" value={id} />
              <button
                type="submit"
                name="direction"
                value="up"
                disabled={isBusy || index === 0}
                aria-label={`Move ${item.title} up`}
                className={arrowClass}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="submit"
                name="direction"
                value="down"
                disabled={isBusy || index === items.length - 1}
                aria-label={`Move ${item.title} down`}
                className={arrowClass}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </form>
          </li>
        ))}
      </ol>
    </div>
  );
}
