-- Today's site content (formerly content/*.ts), as a draft and a published row per item.

INSERT INTO public.ventures (stage, id, slug, position, title, command, preview, report)
SELECT stage.name, item.* FROM (VALUES ('draft'), ('published')) AS stage (name),
(VALUES
  ('00000000-0000-4000-8000-100000000001'::uuid,
  'ledgerline',
  1,
  'Ledgerline',
  './ledgerline --status',
  'Double-entry bookkeeping as an API for marketplaces that pay out to thousands of sellers. Every cent is traceable from checkout to bank deposit.',
  ARRAY[
    'Ledgerline began as the internal ledger we wrote for one of our own marketplaces after a quarter-end close took eleven days. It records every movement of money as a balanced pair of entries, so a payout, a refund and a chargeback all reconcile against the same source of truth.',
    'Today Ledgerline serves mid-sized marketplaces in the United States and the European Union. Finance teams use it to close the month in hours, and engineering teams use it to stop writing their own balance tables. Public documentation lives at https://docs.ledgerline.io and the status page at https://status.ledgerline.io.',
    'Silverline owns a majority stake and provides the operating team with shared legal, security review and infrastructure. The product is run from Tulsa, with a compliance desk in Malta that handles European payment regulation.',
    'Our focus for the coming year is multi-currency settlement and a reconciliation assistant that explains, in plain language, why a bank statement and the ledger disagree.'
  ]),
  ('00000000-0000-4000-8000-100000000002'::uuid,
  'freightmesh',
  2,
  'FreightMesh',
  './freightmesh --routes today',
  'Dispatch software for regional carriers running 20 to 400 trucks. Loads, drivers and documents on one screen, with live ETAs customers can trust.',
  ARRAY[
    'Regional trucking runs on phone calls, spreadsheets and whiteboards. FreightMesh replaces them with a dispatch board that knows where every truck is, what it carries and when it will really arrive, using ELD data the carrier already collects.',
    'Carriers in Oklahoma, Texas and Kansas were the first customers; the product now covers most of the central United States. Shippers follow their loads on a tracking page without calling anyone, and drivers upload bills of lading from a phone in poor coverage.',
    'FreightMesh was acquired by Silverline from its founders, who stayed on as operators. We rebuilt its billing and moved it onto our shared platform. Product information and a carrier demo are at https://freightmesh.com.',
    'Next: automatic detention billing, so waiting time at docks stops being revenue that carriers quietly give away.'
  ]),
  ('00000000-0000-4000-8000-100000000003'::uuid,
  'promptforge',
  3,
  'PromptForge',
  './promptforge eval --suite prod',
  'Test suites for AI features. Teams write expectations once and catch regressions before a model upgrade or a prompt change reaches customers.',
  ARRAY[
    'Shipping a feature built on a language model is easy; knowing that it still works next Tuesday is not. PromptForge lets product teams describe what good answers look like, run those checks on every change and see exactly which cases got better or worse.',
    'It runs in continuous integration beside ordinary unit tests, stores results so trends are visible, and keeps sensitive test data inside the customer''s own cloud account. The open-source runner is published at https://github.com/promptforge-dev/runner and the hosted dashboard at https://promptforge.dev.',
    'PromptForge was incubated inside Silverline, where our own companies were its first users. It is now an independent team of nine, fully remote, with Silverline as the lead investor.',
    'We believe evaluation is to AI products what version control was to software: unglamorous, then indispensable.'
  ]),
  ('00000000-0000-4000-8000-100000000004'::uuid,
  'bastion-keys',
  4,
  'Bastion Keys',
  './bastion audit --since 30d',
  'Secrets management and access reviews for small engineering teams that have outgrown a shared password vault but not into an enterprise budget.',
  ARRAY[
    'Bastion Keys keeps API keys, database credentials and certificates in one encrypted store, hands them to services at runtime, and rotates them on a schedule. Every read is logged, and quarterly access reviews become a list to approve rather than a week of archaeology.',
    'The product is built for companies of ten to two hundred engineers, the size at which an auditor first asks who can reach production. Its SOC 2 evidence export saves our customers weeks each year.',
    'Security is a discipline we apply across the portfolio, so Bastion Keys was a natural company to build. It was founded in Malta in 2022 and is majority owned by Silverline. Learn more at https://bastionkeys.com or read the security model at https://bastionkeys.com/security.'
  ]),
  ('00000000-0000-4000-8000-100000000005'::uuid,
  'tillpoint',
  5,
  'Tillpoint',
  './tillpoint sync --stores all',
  'Point-of-sale and inventory for independent retailers with two to twenty locations. Works offline, syncs when the connection returns.',
  ARRAY[
    'Independent shops lose sales when the card terminal loses its connection. Tillpoint keeps selling offline, queues payments safely and synchronises stock across every store the moment the network comes back.',
    'Owners see what sells, where, and what to reorder, without hiring an analyst. Tillpoint integrates with the accounting packages small retailers already use and exports clean data at the end of every day.',
    'Silverline acquired Tillpoint in 2023 from a founder who wanted to retire without shutting the product down for four hundred loyal stores. We kept the team, the prices and the phone support. See https://tillpoint.shop for stores near Tulsa running it today.'
  ]),
  ('00000000-0000-4000-8000-100000000006'::uuid,
  'quaycheck',
  6,
  'QuayCheck',
  './quaycheck --port valletta',
  'Customs and port paperwork for freight forwarders in the Mediterranean, prepared from the shipping documents forwarders already receive.',
  ARRAY[
    'A single container moving through a Mediterranean port can need a dozen declarations, each typed by hand from documents that already exist. QuayCheck reads commercial invoices and packing lists, proposes the declarations and flags what a human must confirm.',
    'The product started with forwarders in the Grand Harbour and now serves agents in Malta, Sicily and Cyprus. Its rules engine follows the Union Customs Code, and each suggestion links to the regulation behind it.',
    'QuayCheck is a joint venture between Silverline and a family-owned Maltese forwarding business with forty years at the quay. Product details are at https://quaycheck.eu.'
  ]),
  ('00000000-0000-4000-8000-100000000007'::uuid,
  'signalroom',
  7,
  'Signalroom',
  './signalroom tail --service api',
  'Incident response for teams without a dedicated operations staff. One place for alerts, on-call schedules, status updates and the post-mortem.',
  ARRAY[
    'When production breaks at two in the morning, the last thing an engineer needs is five tabs. Signalroom collects alerts from existing monitoring, pages the right person, opens an incident channel and drafts the customer status update.',
    'After the incident it assembles a timeline from the chat, the deploy log and the alerts, so the post-mortem starts from facts instead of memory. Teams use it to keep their promises to customers without building an operations department.',
    'Every Silverline company uses Signalroom, which keeps the product honest. It is operated from Tulsa by a team of twelve. See https://signalroom.app and the public changelog at https://signalroom.app/changelog.'
  ]),
  ('00000000-0000-4000-8000-100000000008'::uuid,
  'harvest-ledger',
  8,
  'Harvest Ledger',
  './harvest-ledger forecast --season 2027',
  'Farm finance for family operations in the Great Plains: cash-flow forecasts, input costs and lender reports built from the farm''s own records.',
  ARRAY[
    'A wheat and cattle operation in northern Oklahoma handles more money in a season than many small businesses do in a year, usually with a notebook and a spreadsheet. Harvest Ledger turns receipts, elevator tickets and bank feeds into a season-by-season view of where the money goes.',
    'Its cash-flow forecast helps families plan input purchases and talk to their lenders with numbers in hand. Agricultural lenders receive a standard report and often approve operating lines faster.',
    'Harvest Ledger was founded in Tulsa in partnership with two farm families and an agricultural lender. Silverline holds a minority stake and supports the product with engineering. Visit https://harvestledger.com for the product and its seasonal webinars.'
  ]),
  ('00000000-0000-4000-8000-100000000009'::uuid,
  'relaykit',
  9,
  'RelayKit',
  './relaykit deploy --edge',
  'Webhook delivery as a service. Retries, signatures, replay and a dashboard for the developers who receive your events.',
  ARRAY[
    'Every software platform eventually sends webhooks, and every team rebuilds the same queue, retry policy and signing scheme. RelayKit is that system, built once and built well: signed payloads, exponential back-off, per-endpoint rate limits and one-click replay.',
    'Customers embed a portal where their own developers manage endpoints and inspect failed deliveries, which removes a whole category of support tickets.',
    'RelayKit grew out of the event pipeline shared by our portfolio companies and now delivers several hundred million events a month. Developer documentation is at https://relaykit.dev/docs; pricing at https://relaykit.dev/pricing.'
  ]),
  ('00000000-0000-4000-8000-100000000010'::uuid,
  'northwind-labs',
  10,
  'Northwind Labs',
  './northwind --list experiments',
  'Silverline''s venture studio. Small teams test new products for eight weeks; the best become companies, the rest become lessons we write down.',
  ARRAY[
    'Northwind Labs is where new Silverline companies begin. A team of two or three gets eight weeks, a budget and one question to answer: will a specific customer pay for this? At the end we decide together whether to continue, change course or stop.',
    'Ledgerline, PromptForge and RelayKit all started here. So did a dozen experiments we stopped, each with a written post-mortem that the next team reads first. Experiments run remotely, with studio weeks in Tulsa and Malta twice a year.',
    'Founders and operators who want to build with us can read how the studio works at https://northwindlabs.studio. We answer every serious proposal.'
  ])
) AS item (id, slug, position, title, command, preview, report);

INSERT INTO public.announcements (stage, id, slug, date, title, category, summary, article)
SELECT stage.name, item.* FROM (VALUES ('draft'), ('published')) AS stage (name),
(VALUES
  ('00000000-0000-4000-8000-200000000001'::uuid,
  'malta-operations-hub',
  DATE '2026-11-16',
  'Silverline opens its Malta operations hub',
  'Company News',
  'Our Valletta office becomes a full operations hub for the portfolio''s European customers, with compliance, support and engineering under one roof.',
  ARRAY[
    'Silverline Ventures has opened a permanent operations hub in Valletta, Malta. The office brings together the compliance desk that has served Ledgerline since 2024, QuayCheck''s product team and a new shared support group for every portfolio company with customers in Europe.',
    'Tulsa remains our headquarters and most of our people still work remotely. What changes is coverage: between Tulsa and Malta, a Silverline team is now awake and at a desk for most of the day, and European customers can reach a person in their own time zone.',
    'The hub also hosts Northwind Labs studio weeks twice a year. Founders interested in joining one can read about the studio at https://northwindlabs.studio.',
    'We are hiring in Malta for support engineering and compliance roles. Questions about the hub, partnerships or open positions are welcome at hello@silverlineventures.com.'
  ])
) AS item (id, slug, date, title, category, summary, article);

INSERT INTO public.jobs (stage, id, slug, position, title, location, type, salary_min, salary_max, currency, summary, requirements, responsibilities, apply_email)
SELECT stage.name, item.* FROM (VALUES ('draft'), ('published')) AS stage (name),
(VALUES
  ('00000000-0000-4000-8000-300000000001'::uuid,
  'senior-full-stack-engineer',
  1,
  'Senior Full-Stack Engineer',
  'Remote (US or EU time zones)',
  'Full-time',
  140000,
  200000,
  'USD',
  'Ship product across two of our SaaS companies, from database schema to the last pixel.',
  ARRAY[
    'Five or more years building web applications in TypeScript',
    'Comfort with PostgreSQL, including migrations on live data',
    'Experience owning features from design review to production monitoring',
    'Clear written communication in English'
  ],
  ARRAY[
    'Design, build and operate features used by paying customers every day',
    'Review code and mentor engineers across the group',
    'Keep our shared component library and deployment tooling healthy',
    'Join a light on-call rotation, one week in six'
  ],
  'hello@silverlineventures.com'),
  ('00000000-0000-4000-8000-300000000002'::uuid,
  'platform-security-engineer',
  2,
  'Platform Security Engineer',
  'Tulsa, OK or Remote',
  'Full-time',
  150000,
  220000,
  'USD',
  'Own identity, secrets and infrastructure hardening for every company in the group.',
  ARRAY[
    'Four or more years in security or infrastructure engineering',
    'Hands-on experience with cloud IAM, network policy and secrets management',
    'Working knowledge of OAuth 2.0, OpenID Connect and session security',
    'Calm, methodical approach to incident response'
  ],
  ARRAY[
    'Run the group''s single sign-on and staff access reviews',
    'Threat-model new products and acquisitions before they go live',
    'Automate patching, backups and audit evidence collection',
    'Lead incident response and write the post-mortems'
  ],
  'hello@silverlineventures.com'),
  ('00000000-0000-4000-8000-300000000003'::uuid,
  'head-of-product',
  3,
  'Head of Product',
  'Valletta, Malta or Remote',
  'Full-time',
  160000,
  250000,
  'USD',
  'Set product direction for our software companies and coach the people who run them.',
  ARRAY[
    'Eight or more years in product management, three of them leading product managers',
    'A track record of growing revenue in business-to-business software',
    'Fluency with customer research, pricing and usage analytics',
    'Willingness to travel between Tulsa and Malta a few times a year'
  ],
  ARRAY[
    'Own the product roadmap of each software company with its general manager',
    'Run pricing and packaging reviews twice a year',
    'Evaluate the product side of every acquisition we consider',
    'Hire and develop product managers across the group'
  ],
  'hello@silverlineventures.com'),
  ('00000000-0000-4000-8000-300000000004'::uuid,
  'director-of-acquisitions',
  4,
  'Director of Acquisitions',
  'Tulsa, OK',
  'Full-time',
  180000,
  280000,
  'USD',
  'Find, evaluate and close acquisitions of profitable, founder-led businesses.',
  ARRAY[
    'Seven or more years in M&A, private equity or corporate development',
    'Closed deals in software or services between one and twenty million dollars',
    'Strong financial modelling and diligence skills',
    'Genuine respect for founders and the companies they built'
  ],
  ARRAY[
    'Source companies through founders, brokers and our own network',
    'Lead diligence with finance, legal and engineering',
    'Negotiate terms and manage each deal to closing',
    'Plan the first hundred days with the incoming operating team'
  ],
  'hello@silverlineventures.com')
) AS item (id, slug, position, title, location, type, salary_min, salary_max, currency, summary, requirements, responsibilities, apply_email);

INSERT INTO public.careers (stage, id, benefits, culture)
SELECT stage.name, item.* FROM (VALUES ('draft'), ('published')) AS stage (name),
(VALUES
  ('00000000-0000-4000-8000-400000000001'::uuid,
  ARRAY[
    'Medical, dental and vision cover for you and your dependants',
    'Six weeks of paid leave plus public holidays where you live',
    'A yearly profit share from the group, paid in cash',
    '$2,500 a year for courses, books and conferences',
    'A home-office budget and a new laptop of your choice',
    'Sixteen weeks of paid parental leave for every parent'
  ],
  ARRAY[
    'Writing first: proposals, decisions and retrospectives live in shared documents',
    'Few meetings, with agendas, notes and an owner for every action',
    'Work hours that fit your life, with a few overlap hours for your team',
    'An offsite twice a year, alternating between Tulsa and Malta',
    'Blameless post-mortems and a habit of fixing the system, not the person'
  ])
) AS item (id, benefits, culture);

INSERT INTO public.site_bar (stage, id, text, enabled)
SELECT stage.name, item.* FROM (VALUES ('draft'), ('published')) AS stage (name),
(VALUES
  ('00000000-0000-4000-8000-500000000001'::uuid,
  '',
  false)
) AS item (id, text, enabled);

INSERT INTO public.site_notice (stage, id, title, body, enabled)
SELECT stage.name, item.* FROM (VALUES ('draft'), ('published')) AS stage (name),
(VALUES
  ('00000000-0000-4000-8000-600000000001'::uuid,
  '',
  '',
  false)
) AS item (id, title, body, enabled);
