import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/portal/coming-soon";
import { requireRole } from "@/lib/auth/current-user";
import { findLink, portalNav } from "@/lib/portal/nav";

type ComingSoonPageProps = { params: Promise<{ slug: string[] }> };

/**
 * Every sidebar entry without a built tool; paths the tree does not list are a 404, a link for a
 * role the user lacks a 403.
 */
async function pageFor(params: ComingSoonPageProps["params"]) {
  const { slug } = await params;
  const path = `/portal/${slug.join("/")}`;
  await requireRole("viewer", path);
  const page = findLink(portalNav, path);
  if (!page) notFound();
  // A tool for a higher role is a 403 for the others, never its Coming Soon page.
  if (page.role) await requireRole(page.role, path);
  return page;
}

export async function generateMetadata({ params }: ComingSoonPageProps): Promise<Metadata> {
  const page = await pageFor(params);
  return { title: page.name };
}

export default async function ComingSoonPage({ params }: ComingSoonPageProps) {
  return <ComingSoon page={await pageFor(params)} />;
}
