// The parts of @mdn/mdn-http-observatory the bench uses (the package ships JavaScript only).
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export type Requests = { responses: { auto: { status: number } | null } };
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number; path?: string; headers?: string[] },
  ): Promise<Requests>;
}

declare module "@mdn/mdn-http-observatory/src/constants.js" {
  import type { Requests } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
  export type Output = { pass: boolean | null; result: string | null; expectation: string };
  export const ALL_TESTS: ((requests: Requests) => Output)[];
}

declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getScoreModifier(expectation: string): number;
  export function getGradeForScore(score: number): { grade: string; score: number };
}
