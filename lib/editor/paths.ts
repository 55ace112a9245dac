import type { KindDefinition, KindList } from "./kind";

/** A kind whose items are listed, each on a page of its own. */
type Listed = { list: NonNullable<KindList> };

/** The page that creates an item of a list kind. */
export function newItemPath({ list }: Listed): string {
  return `${list.path}/new`;
}

/** The page of item `id` of a list kind. */
export function itemPath({ list }: Listed, id: string): string {
  return `${list.path}/${id}`;
}

/** The link from an item's page back to its tool, named for the list when the tool is the list. */
export function backLink({ tool, list, noun }: Pick<KindDefinition, "tool" | "list" | "noun">): {
  href: string;
  label: string;
} {
  return { href: tool.path, label: list?.path === tool.path ? `All ${noun}s` : tool.title };
}
