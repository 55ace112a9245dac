import type { Venture } from "./types";

/** The line under the home page's "Our ventures" heading. */
export const venturesIntro =
  "Companies we built, bought or back, each run by its own team on a shared foundation of engineering, security and finance. Open one for its full report.";

export const ventures = [
  {
    slug: "ledgerline",
    title: "Ledgerline",
    command: "./ledgerline --status",
    preview:
      "Double-entry bookkeeping as an API for marketplaces that pay out to thousands of sellers. Every cent is traceable from checkout to bank deposit.",
    content: [
      "Ledgerline began as the internal ledger we wrote for one of our own marketplaces after a quarter-end close took eleven days. It records every movement of money as a balanced pair of entries, so a payout, a refund and a chargeback all reconcile against the same source of truth.",
      "Today Ledgerline serves mid-sized marketplaces in the United States and the European Union. Finance teams use it to close the month in hours, and engineering teams use it to stop writing their own balance tables. Public documentation lives at https://docs.ledgerline.io and the status page at https://status.ledgerline.io.",
      "Silverline owns a majority stake and provides the operating team with shared legal, security review and infrastructure. The product is run from Tulsa, with a compliance desk in Malta that handles European payment regulation.",
      "Our focus for the coming year is multi-currency settlement and a reconciliation assistant that explains, in plain language, why a bank statement and the ledger disagree.",
    ],
  },
  {
    slug: "freightmesh",
    title: "FreightMesh",
    command: "./freightmesh --routes today",
    preview:
      "Dispatch software for regional carriers running 20 to 400 trucks. Loads, drivers and documents on one screen, with live ETAs customers can trust.",
    content: [
      "Regional trucking runs on phone calls, spreadsheets and whiteboards. FreightMesh replaces them with a dispatch board that knows where every truck is, what it carries and when it will really arrive, using ELD data the carrier already collects.",
      "Carriers in Oklahoma, Texas and Kansas were the first customers; the product now covers most of the central United States. Shippers follow their loads on a tracking page without calling anyone, and drivers upload bills of lading from a phone in poor coverage.",
      "FreightMesh was acquired by Silverline from its founders, who stayed on as operators. We rebuilt its billing and moved it onto our shared platform. Product information and a carrier demo are at https://freightmesh.com.",
      "Next: automatic detention billing, so waiting time at docks stops being revenue that carriers quietly give away.",
    ],
  },
  {
    slug: "promptforge",
    title: "PromptForge",
    command: "./promptforge eval --suite prod",
    preview:
      "Test suites for AI features. Teams write expectations once and catch regressions before a model upgrade or a prompt change reaches customers.",
    content: [
      "Shipping a feature built on a language model is easy; knowing that it still works next Tuesday is not. PromptForge lets product teams describe what good answers look like, run those checks on every change and see exactly which cases got better or worse.",
      "It runs in continuous integration beside ordinary unit tests, stores results so trends are visible, and keeps sensitive test data inside the customer's own cloud account. The open-source runner is published at https://github.com/promptforge-dev/runner and the hosted dashboard at https://promptforge.dev.",
      "PromptForge was incubated inside Silverline, where our own companies were its first users. It is now an independent team of nine, fully remote, with Silverline as the lead investor.",
      "We believe evaluation is to AI products what version control was to software: unglamorous, then indispensable.",
    ],
  },
  {
    slug: "bastion-keys",
    title: "Bastion Keys",
    command: "./bastion audit --since 30d",
    preview:
      "Secrets management and access reviews for small engineering teams that have outgrown a shared password vault but not into an enterprise budget.",
    content: [
      "Bastion Keys keeps API keys, database credentials and certificates in one encrypted store, hands them to services at runtime, and rotates them on a schedule. Every read is logged, and quarterly access reviews become a list to approve rather than a week of archaeology.",
      "The product is built for companies of ten to two hundred engineers, the size at which an auditor first asks who can reach production. Its SOC 2 evidence export saves our customers weeks each year.",
      "Security is a discipline we apply across the portfolio, so Bastion Keys was a natural company to build. It was founded in Malta in 2022 and is majority owned by Silverline. Learn more at https://bastionkeys.com or read the security model at https://bastionkeys.com/security.",
    ],
  },
  {
    slug: "tillpoint",
    title: "Tillpoint",
    command: "./tillpoint sync --stores all",
    preview:
      "Point-of-sale and inventory for independent retailers with two to twenty locations. Works offline, syncs when the connection returns.",
    content: [
      "Independent shops lose sales when the card terminal loses its connection. Tillpoint keeps selling offline, queues payments safely and synchronises stock across every store the moment the network comes back.",
      "Owners see what sells, where, and what to reorder, without hiring an analyst. Tillpoint integrates with the accounting packages small retailers already use and exports clean data at the end of every day.",
      "Silverline acquired Tillpoint in 2023 from a founder who wanted to retire without shutting the product down for four hundred loyal stores. We kept the team, the prices and the phone support. See https://tillpoint.shop for stores near Tulsa running it today.",
    ],
  },
  {
    slug: "quaycheck",
    title: "QuayCheck",
    command: "./quaycheck --port valletta",
    preview:
      "Customs and port paperwork for freight forwarders in the Mediterranean, prepared from the shipping documents forwarders already receive.",
    content: [
      "A single container moving through a Mediterranean port can need a dozen declarations, each typed by hand from documents that already exist. QuayCheck reads commercial invoices and packing lists, proposes the declarations and flags what a human must confirm.",
      "The product started with forwarders in the Grand Harbour and now serves agents in Malta, Sicily and Cyprus. Its rules engine follows the Union Customs Code, and each suggestion links to the regulation behind it.",
      "QuayCheck is a joint venture between Silverline and a family-owned Maltese forwarding business with forty years at the quay. Product details are at https://quaycheck.eu.",
    ],
  },
  {
    slug: "signalroom",
    title: "Signalroom",
    command: "./signalroom tail --service api",
    preview:
      "Incident response for teams without a dedicated operations staff. One place for alerts, on-call schedules, status updates and the post-mortem.",
    content: [
      "When production breaks at two in the morning, the last thing an engineer needs is five tabs. Signalroom collects alerts from existing monitoring, pages the right person, opens an incident channel and drafts the customer status update.",
      "After the incident it assembles a timeline from the chat, the deploy log and the alerts, so the post-mortem starts from facts instead of memory. Teams use it to keep their promises to customers without building an operations department.",
      "Every Silverline company uses Signalroom, which keeps the product honest. It is operated from Tulsa by a team of twelve. See https://signalroom.app and the public changelog at https://signalroom.app/changelog.",
    ],
  },
  {
    slug: "harvest-ledger",
    title: "Harvest Ledger",
    command: "./harvest-ledger forecast --season 2027",
    preview:
      "Farm finance for family operations in the Great Plains: cash-flow forecasts, input costs and lender reports built from the farm's own records.",
    content: [
      "A wheat and cattle operation in northern Oklahoma handles more money in a season than many small businesses do in a year, usually with a notebook and a spreadsheet. Harvest Ledger turns receipts, elevator tickets and bank feeds into a season-by-season view of where the money goes.",
      "Its cash-flow forecast helps families plan input purchases and talk to their lenders with numbers in hand. Agricultural lenders receive a standard report and often approve operating lines faster.",
      "Harvest Ledger was founded in Tulsa in partnership with two farm families and an agricultural lender. Silverline holds a minority stake and supports the product with engineering. Visit https://harvestledger.com for the product and its seasonal webinars.",
    ],
  },
  {
    slug: "relaykit",
    title: "RelayKit",
    command: "./relaykit deploy --edge",
    preview:
      "Webhook delivery as a service. Retries, signatures, replay and a dashboard for the developers who receive your events.",
    content: [
      "Every software platform eventually sends webhooks, and every team rebuilds the same queue, retry policy and signing scheme. RelayKit is that system, built once and built well: signed payloads, exponential back-off, per-endpoint rate limits and one-click replay.",
      "Customers embed a portal where their own developers manage endpoints and inspect failed deliveries, which removes a whole category of support tickets.",
      "RelayKit grew out of the event pipeline shared by our portfolio companies and now delivers several hundred million events a month. Developer documentation is at https://relaykit.dev/docs; pricing at https://relaykit.dev/pricing.",
    ],
  },
  {
    slug: "northwind-labs",
    title: "Northwind Labs",
    command: "./northwind --list experiments",
    preview:
      "Silverline's venture studio. Small teams test new products for eight weeks; the best become companies, the rest become lessons we write down.",
    content: [
      "Northwind Labs is where new Silverline companies begin. A team of two or three gets eight weeks, a budget and one question to answer: will a specific customer pay for this? At the end we decide together whether to continue, change course or stop.",
      "Ledgerline, PromptForge and RelayKit all started here. So did a dozen experiments we stopped, each with a written post-mortem that the next team reads first. Experiments run remotely, with studio weeks in Tulsa and Malta twice a year.",
      "Founders and operators who want to build with us can read how the studio works at https://northwindlabs.studio. We answer every serious proposal.",
    ],
  },
] satisfies Venture[];
