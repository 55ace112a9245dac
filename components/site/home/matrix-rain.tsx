"use client";

import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { whenPageIdle } from "@/lib/idle";

// Only characters the site font carries, so no fallback font or missing-glyph boxes appear.
const GLYPHS = "0123456789ABCDEF$#%&*+=<>/\\{}[]|:;";
const CELL_PX = 16;
// The classic effect runs slower than the display: fewer frames, less main-thread work.
const FRAME_MS = 1000 / 24;
const STILL_FRAME_STEPS = 48;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
// The rain fades in over seconds anyway: starting a little after the page settles costs the eye
// nothing and keeps its frames out of the page's load on a slow phone.
export const RAIN_SETTLE_MS = 2000;

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The hero's decorative glyph rain on a canvas behind the content, with a button to pause it.
 * Starts once the page is loaded and idle, then animates only while playing, on screen and in a
 * visible tab; under reduced motion it shows one still frame until the visitor presses play.
 */
export function MatrixRain() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const syncRef = useRef<(isPlaying: boolean) => void>(() => {});
  const prefersReducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const isPlaying = choice === null ? !prefersReducedMotion : choice === "play";
  const isPlayingRef = useRef(isPlaying);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;

    let drops: number[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let lastDraw = 0;
    let isOnScreen = true;
    let isPlayingNow = false;

    const step = () => {
      context.fillStyle = "rgba(0, 0, 0, 0.08)";
      context.fillRect(0, 0, width, height);
      drops.forEach((row, column) => {
        const glyph = GLYPHS[Math.floor(Math.random() * GLYPHS.length)] ?? "0";
        context.fillStyle = Math.random() > 0.975 ? "#b6ffc8" : "#00ff41";
        context.fillText(glyph, column * CELL_PX, row * CELL_PX);
        drops[column] = row * CELL_PX > height && Math.random() > 0.97 ? 0 : row + 1;
      });
    };

    // One canvas pixel per CSS pixel: a dimmed background needs no more, and the browser then
    // rasterises and uploads a third of the pixels on a 1.75× phone screen.
    const resize = () => {
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width;
      canvas.height = height;
      context.font = `${CELL_PX - 2}px ${getComputedStyle(canvas).fontFamily}`;
      context.textBaseline = "top";
      const rows = Math.max(1, Math.ceil(height / CELL_PX));
      drops = Array.from({ length: Math.ceil(width / CELL_PX) }, () =>
        Math.floor(Math.random() * rows),
      );
      for (let i = 0; i < STILL_FRAME_STEPS; i += 1) step();
    };

    const tick = (time: number) => {
      frame = requestAnimationFrame(tick);
      if (time - lastDraw < FRAME_MS) return;
      lastDraw = time;
      step();
    };

    const sync = () => {
      cancelAnimationFrame(frame);
      if (isPlayingNow && isOnScreen && !document.hidden) frame = requestAnimationFrame(tick);
    };

    const resizeObserver = new ResizeObserver(() => {
      if (canvas.clientWidth !== width || canvas.clientHeight !== height) resize();
    });
    const intersectionObserver = new IntersectionObserver(([entry]) => {
      isOnScreen = entry?.isIntersecting ?? true;
      sync();
    });
    const cancelStart = whenPageIdle(() => {
      resize();
      resizeObserver.observe(canvas);
      intersectionObserver.observe(canvas);
      document.addEventListener("visibilitychange", sync);
      syncRef.current = (isPlaying) => {
        isPlayingNow = isPlaying;
        sync();
      };
      syncRef.current(isPlayingRef.current);
    }, RAIN_SETTLE_MS);
    return () => {
      cancelStart();
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      document.removeEventListener("visibilitychange", sync);
      syncRef.current = () => {};
    };
  }, []);

  useEffect(() => {
    isPlayingRef.current = isPlaying;
    syncRef.current(isPlaying);
  }, [isPlaying]);

  return (
    <>
      <canvas
        ref={canvasRef}
        aria-hidden="true"
        className="matrix-rain absolute inset-0 -z-20 size-full"
      />
      <Button
        size="xs"
        onClick={() => setChoice(isPlaying ? "pause" : "play")}
        className="absolute right-4 bottom-4 z-10 bg-bg/90"
      >
        {isPlaying ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {isPlaying ? "Pause animation" : "Play animation"}
      </Button>
    </>
  );
}
