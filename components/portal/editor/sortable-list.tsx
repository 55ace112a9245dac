"use client";

import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import Link from "next/link";
import { useActionState, useOptimistic, useState, useTransition, type DragEvent } from "react";
import type { ReorderState } from "@/lib/editor/reorder-action";
import type { ListedItem } from "./item-list";

type SortableListProps = {
  items: ListedItem[];
  basePath: string;
  label: string;
  move: (state: ReorderState, data: FormData) => Promise<ReorderState>;
  reorder: (ids: string[]) => Promise<ReorderState>;
};

const arrowClass =
  "inline-flex size-9 items-center justify-center border border-line text-bright hover:border-phosphor hover:text-phosphor disabled:opacity-40";

/**
 * A tool's items in their public order: drag a row onto another to move it there, or use its
 * Move up and Move down buttons (plain forms, so the keyboard and a page without JavaScript
 * can reorder too).
 */
export function SortableList({ items, basePath, label, move, reorder }: SortableListProps) {
  const [moveState, moveAction, isMoving] = useActionState(move, { message: "" });
  const [dropMessage, setDropMessage] = useState("");
  const [isDropping, startTransition] = useTransition();
  const [ids, setIds] = useOptimistic(items.map((item) => item.id));
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const isBusy = isMoving || isDropping;

  function handleDrop(event: DragEvent, targetId: string) {
    event.preventDefault();
    const sourceId = draggedId ?? event.dataTransfer.getData("text/plain");
    setDraggedId(null);
    if (!sourceId || sourceId === targetId) return;
    const next = ids.filter((id) => id !== sourceId);
    next.splice(ids.indexOf(targetId), 0, sourceId);
    startTransition(async () => {
      setIds(next);
      setDropMessage((await reorder(next)).message);
    });
  }

  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-phosphor empty:hidden">
        {dropMessage || moveState.message}
      </p>
      <ol aria-label={label} className="divide-y divide-line border border-line">
        {ids.map((id, index) => {
          const item = byId.get(id);
          if (!item) return null;
          return (
            <li
              key={id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData("text/plain", id);
                setDraggedId(id);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => handleDrop(event, id)}
              className="flex flex-wrap items-center gap-3 p-3 data-[dragging=true]:opacity-50"
              data-dragging={draggedId === id}
            >
              <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-muted" />
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
                  disabled={isBusy || index === ids.length - 1}
                  aria-label={`Move ${item.title} down`}
                  className={arrowClass}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
              </form>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
