import { site } from "@/content/site";

const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.name,
  url: site.url,
  email: site.email,
  description: site.description,
  slogan: site.tagline,
  foundingDate: String(site.foundedYear),
  address: site.locations
    .filter((location) => location !== "Remote")
    .map((location) => ({ "@type": "PostalAddress", addressLocality: location })),
};

/** Organization structured data for search engines. */
export function OrganizationJsonLd() {
  return (
    <script
      type="application/ld+json"
      // Escaping "<" keeps content from closing the script element early.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, "\\u003c") }}
    />
  );
}
