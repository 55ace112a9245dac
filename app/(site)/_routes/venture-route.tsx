import { itemRoute } from "./item-route";
import { VentureReport } from "@/components/site/home/venture-report";

/** A venture's report page and modal, at `/ventures/<slug>`. */
export const ventureRoute = itemRoute({
  kind: "ventures",
  describe: (venture) => venture.preview,
  back: { href: "/#ventures", label: "All ventures" },
  file: (venture) => `less ./ventures/${venture.slug}/report.md`,
  article: (venture) => (
    <>
      <h1 className="text-3xl font-bold text-phosphor sm:text-4xl">{venture.title}</h1>
      <p className="mt-3 text-lg text-bright">{venture.preview}</p>
      <div className="mt-8 border-t border-line pt-8">
        <VentureReport venture={venture} />
      </div>
    </>
  ),
  modal: (venture) => <VentureReport venture={venture} />,
});
