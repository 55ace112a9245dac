import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { RouteModal } from "@/components/site/common/route-modal";
import { TerminalBar } from "@/components/site/common/terminal-bar";
import { isStaffPreview } from "@/lib/auth/preview";
import { getItem, type SiteItem } from "@/lib/db/site-content";
import { itemPagePath, type ItemPageKind } from "@/lib/editor/kinds";
import { pageMetadata } from "@/lib/metadata";

type ItemRouteProps = { params: Promise<{ slug: string }> };

type ItemRouteConfig<K extends ItemPageKind> = {
  kind: K;
  /** The page's description, for search engines and link previews. */
  describe: (item: SiteItem<K>) => string;
  /** The link above the article, back to the list. */
  back: { href: string; label: string };
  /** The file the article's terminal bar shows open. */
  file: (item: SiteItem<K>) => string;
  /** The page's article, its title included. */
  article: (item: SiteItem<K>) => ReactNode;
  /** What the modal shows under the item's title. */
  modal: (item: SiteItem<K>) => ReactNode;
};

/**
 * The page and the modal of a published item of `kind` at its slug (a 404 when there is none),
 * and the page's metadata: the item's title and description, at the kind's public path.
 */
export function itemRoute<K extends ItemPageKind>(config: ItemRouteConfig<K>) {
  const read = async ({ params }: ItemRouteProps) =>
    getItem(config.kind, (await params).slug, { isPreview: await isStaffPreview() });

  return {
    async generateMetadata(props: ItemRouteProps): Promise<Metadata> {
      const item = await read(props);
      if (!item) return {};
      const { title } = item;
      return pageMetadata({
        title,
        description: config.describe(item),
        path: itemPagePath(config.kind, item.slug),
      });
    },

    async Page(props: ItemRouteProps) {
      const item = (await read(props)) ?? notFound();
      return (
        <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-8 sm:py-16">
          <Link
            href={config.back.href}
            className="inline-flex min-h-6 items-center text-sm text-muted hover:text-phosphor"
          >
            <span aria-hidden="true">←&nbsp;</span>
            {config.back.label}
          </Link>
          <article className="mt-6 border border-line bg-surface">
            <TerminalBar label={config.file(item)} />
            <div className="p-5 sm:p-10">{config.article(item)}</div>
          </article>
        </main>
      );
    },

    async Modal(props: ItemRouteProps) {
      const item = (await read(props)) ?? notFound();
      return <RouteModal title={item.title}>{config.modal(item)}</RouteModal>;
    },
  };
}
