type PublishedListProps<T extends { slug: string }> = {
  items: readonly T[];
  className: string;
  /** What one item shows in its list item. */
  children: (item: T) => React.ReactNode;
};

/** Published items as a list, one list item each, keyed by slug. */
export function PublishedList<T extends { slug: string }>({
  items,
  className,
  children,
}: PublishedListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.slug}>{children(item)}</li>
      ))}
    </ul>
  );
}
