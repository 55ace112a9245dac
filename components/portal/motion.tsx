"use client";

import { LazyMotion, MotionConfig, useReducedMotion } from "framer-motion";

// The one import path for motion in the portal: `m` renders at once, the features load async.
export { AnimatePresence, m } from "framer-motion";
export type { Variants } from "framer-motion";

const loadFeatures = () => import("@/lib/motion/features").then((module) => module.default);

/** Motion for the portal's islands: lazily loaded features, and the visitor's motion setting. */
export function PortalMotion({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/**
 * A duration in seconds for framer-motion, or 0 when the visitor prefers reduced motion:
 * `reducedMotion="user"` stops transforms only, and opacity, height and blur should stop too.
 */
export function useMotionSeconds(ms: number): number {
  return useReducedMotion() ? 0 : ms / 1000;
}
