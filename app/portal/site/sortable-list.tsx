"use client";

import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import Link from "next/link";
import { startTransition, useActionState, useOptimistic, useState, type DragEvent } from "react";
import { idleAnswer } from "@/lib/action/answer";
import type { ListedItem } from "@/components/portal/editor/item-list";
import { ReadOnlyNote } from "@/components/portal/editor/read-only-note";
import { Button } from "@/components/ui/button";
import type { OrderedKind } from "@/lib/editor/kinds";
import { reorderContent } from "./actions";

type SortableListProps = {
  kind: OrderedKind;
  items: ListedItem[];
  basePath: string;
  label: string;
  /** False for a viewer: the order shows, and neither drag nor the buttons move anything. */
  canEdit: boolean;
};

/**
 * A tool's items in their public order. Drag a row onto another to put it there, or use its
 * Move up and Move down buttons: plain forms, so the keyboard and a page without JavaScript can
 * reorder too. Both go through the one action, and the list shows a dropped order at once.
 */
export function SortableList({ kind, items, basePath, label, canEdit }: SortableListProps) {
  const [state, reorderAction, isBusy] = useActionState(reorderContent, idleAnswer);
  const [ids, showOrder] = useOptimistic(items.map((item) => item.id));
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));

  function drop(event: DragEvent, targetId: string) {
    event.preventDefault();
    setDraggedId(null);
    const sourceId = event.dataTransfer.getData("text/plain");
    if (!canEdit || !byId.has(sourceId) || sourceId === targetId || isBusy) return;
    const order = ids.filter((id) => id !== sourceId);
    order.splice(ids.indexOf(targetId), 0, sourceId);
    const data = new FormData();
    data.set("kind", kind);
    data.set("order", order.join(","));
    startTransition(() => {
      showOrder(order);
      reorderAction(data);
    });
  }

  return (
    <div className="space-y-3">
      {canEdit ? (
        <p id="reorder-help" className="text-xs text-muted">
          Drag a row onto another to move it there, or use its Move up and Move down buttons.
        </p>
      ) : (
        <ReadOnlyNote id="reorder-help" />
      )}
      <p role="status" className="text-sm text-phosphor empty:hidden">
        {state.message}
      </p>
      <ol
        aria-label={label}
        aria-describedby="reorder-help"
        className="divide-y divide-line border border-line"
      >
        {ids.map((id, index) => {
          const item = byId.get(id);
          if (!item) return null;
          return (
            <li
              key={id}
              draggable={canEdit && !isBusy}
              onDragStart={(event) => {
                event.dataTransfer.setData("text/plain", id);
                event.dataTransfer.effectAllowed = "move";
                setDraggedId(id);
              }}
              onDragEnd={() => setDraggedId(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, id)}
              data-dragging={draggedId === id}
              className="flex flex-wrap items-center gap-3 p-3 data-[dragging=true]:opacity-50"
            >
              {canEdit && (
                <GripVertical
                  aria-hidden="true"
                  className="size-4 shrink-0 cursor-grab text-muted"
                />
              )}
              <Link href={`${basePath}/${id}`} className="text-phosphor hover:underline">
                {item.title}
              </Link>
              <span className="text-xs text-muted">
                {item.detail} · {item.isPublished ? "published" : "draft only"}
              </span>
              <form action={reorderAction} className="ml-auto flex gap-2">
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="id" value={id} />
                <Button
                  type="submit"
                  size="icon"
                  name="direction"
                  value="up"
                  disabled={!canEdit || isBusy || index === 0}
                  aria-label={`Move ${item.title} up`}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  type="submit"
                  size="icon"
                  name="direction"
                  value="down"
                  disabled={!canEdit || isBusy || index === ids.length - 1}
                  aria-label={`Move ${item.title} down`}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
              </form>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
