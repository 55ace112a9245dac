/** @jest-environment node */
import {
  appliedChecks,
  cpuMultiplier,
  exitCode,
  interactionMs,
  pointsLost,
  stripScripts,
  trustVerdict,
  type AppliedBudgets,
} from "@/bench/verdict";

describe("the CPU multiplier from Lighthouse's benchmarkIndex", () => {
  it.each([
    [2345, 2.3],
    [1900, 1.9],
    [800, 1],
    [9000, 4],
    [0, 4],
    [Number.NaN, 4],
  ])("benchmarkIndex %p gives %p×", (index, multiplier) => {
    expect(cpuMultiplier(index)).toBe(multiplier);
  });
});

describe("the trust verdict from the control", () => {
  const limits = { lcpMs: 100, tbtMs: 50 };
  it("trusts a run whose control lands near the bare page", () => {
    const trust = trustVerdict({ lcpMs: 650, tbtMs: 50 }, { lcpMs: 700, tbtMs: 20 }, limits);
    expect(trust).toMatchObject({ noisy: false, lcpGapMs: 50, tbtGapMs: -30 });
    expect(trust.reason).toMatch(/^trusted/);
  });
  it.each([[{ lcpMs: 760, tbtMs: 50 }], [{ lcpMs: 540, tbtMs: 50 }], [{ lcpMs: 650, tbtMs: 101 }]])(
    "marks the run noisy when the control is off by more than a limit: %p",
    (control) => {
      const trust = trustVerdict({ lcpMs: 650, tbtMs: 50 }, control, limits);
      expect(trust.noisy).toBe(true);
      expect(trust.reason).toMatch(/^NOISY/);
    },
  );
});

describe("exit codes", () => {
  it("is 3 for a noisy run whatever the budgets, else 1 on a miss and 0 when all pass", () => {
    expect(exitCode({ noisy: true }, [{ pass: false }])).toBe(3);
    expect(exitCode({ noisy: false }, [{ pass: true }, { pass: false }])).toBe(1);
    expect(exitCode({ noisy: false }, [{ pass: true }])).toBe(0);
  });
});

describe("points lost per metric", () => {
  it("weighs (1 − score) by each metric's share of the category, largest first", () => {
    const refs = [
      { id: "largest-contentful-paint", weight: 25 },
      { id: "total-blocking-time", weight: 30 },
      { id: "cumulative-layout-shift", weight: 25 },
      { id: "first-contentful-paint", weight: 10 },
      { id: "speed-index", weight: 10 },
      { id: "interactive", weight: 0 },
    ];
    const scores = {
      "largest-contentful-paint": 0.8,
      "total-blocking-time": 0.9,
      "cumulative-layout-shift": 1,
      "first-contentful-paint": 0.95,
      "speed-index": null,
    };
    expect(pointsLost(refs, scores)).toEqual([
      { id: "speed-index", points: 10 },
      { id: "largest-contentful-paint", points: 5 },
      { id: "total-blocking-time", points: 3 },
      { id: "first-contentful-paint", points: 0.5 },
    ]);
  });
});

describe("the styled floor's HTML", () => {
  it("drops every script and script preload, keeping markup, CSS and font preloads", () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/a.css">',
      '<link rel="preload" as="font" href="/f.woff2" crossorigin="">',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/x.js"/>',
      '<link rel="modulepreload" href="/m.js">',
      '<script src="/_next/static/chunks/y.js" async=""></script>',
      "<h1>Hello</h1>",
      '<script>self.__next_f.push([1,"</div>"])</script>',
      "<SCRIPT type=module>x()</SCRIPT >",
    ].join("");
    expect(stripScripts(html)).toBe(
      '<link rel="stylesheet" href="/_next/static/a.css">' +
        '<link rel="preload" as="font" href="/f.woff2" crossorigin="">' +
        "<h1>Hello</h1>",
    );
  });
});

describe("the applied-throttling budgets", () => {
  const budgets: AppliedBudgets = {
    publicLcpOverStyledFloorMs: 150,
    publicLcpOverBareMs: 400,
    publicTbtOverBareMs: 50,
    signedInLcpMs: 2000,
    signedInTbtOverBareMs: 200,
    inpMs: 200,
    cls: 0,
  };
  const bare = { lcpMs: 650, tbtMs: 50 };

  it("holds a public page to its styled floor and the bare page", () => {
    const page = { path: "/", lcpMs: 1000, tbtMs: 90, cls: 0, signedIn: false, floorLcpMs: 900 };
    expect(appliedChecks(page, bare, budgets).map((c) => [c.budget, c.pass])).toEqual([
      ["applied / LCP (styled floor + 150)", true],
      ["applied / LCP (bare + 400)", true],
      ["applied / TBT (bare + 50)", true],
      ["applied / CLS", true],
    ]);
    const slow = { ...page, lcpMs: 1100, tbtMs: 101 };
    expect(
      appliedChecks(slow, bare, budgets)
        .filter((c) => !c.pass)
        .map((c) => c.budget),
    ).toEqual([
      "applied / LCP (styled floor + 150)",
      "applied / LCP (bare + 400)",
      "applied / TBT (bare + 50)",
    ]);
  });

  it("holds a signed-in page to 2 s and the bare page's TBT + 200", () => {
    const page = { path: "/portal", lcpMs: 2001, tbtMs: 250, cls: 0.01, signedIn: true };
    expect(appliedChecks(page, bare, budgets).map((c) => [c.budget, c.pass])).toEqual([
      ["applied /portal LCP", false],
      ["applied /portal TBT (bare + 200)", true],
      ["applied /portal CLS", false],
    ]);
  });

  it("refuses a public page without its styled floor", () => {
    const page = { path: "/about", lcpMs: 1, tbtMs: 1, cls: 0, signedIn: false };
    expect(() => appliedChecks(page, bare, budgets)).toThrow("no styled floor for /about");
  });
});

describe("an interaction's latency from Event Timing entries", () => {
  it("takes the longest event of each interaction and the worst interaction", () => {
    const entries = [
      { interactionId: 7, duration: 24 },
      { interactionId: 7, duration: 40 },
      { interactionId: 9, duration: 32 },
      { interactionId: 0, duration: 300 },
    ];
    expect(interactionMs(entries)).toBe(40);
  });
  it("is 0 when no interaction reached the observer's threshold", () => {
    expect(interactionMs([{ interactionId: 0, duration: 80 }])).toBe(0);
    expect(interactionMs([])).toBe(0);
  });
});
