import Link from "next/link";

export type ListedItem = { id: string; title: string; detail: string; isPublished: boolean };

type ItemListProps = { items: ListedItem[]; basePath: string; label: string };

/** A tool's items, each a link to its editor, with whether it is on the site. */
export function ItemList({ items, basePath, label }: ItemListProps) {
  return (
    <ul aria-label={label} className="divide-y divide-line border border-line">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <Link href={`${basePath}/${item.id}`} className="text-phosphor hover:underline">
            {item.title}
          </Link>
          <span className="text-xs text-muted">
            {item.detail} · {item.isPublished ? "published" : "draft only"}
          </span>
        </li>
      ))}
    </ul>
  );
}
