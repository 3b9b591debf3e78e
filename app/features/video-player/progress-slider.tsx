import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { barToTime, timeToBar } from "./progress-mapping";
import { seekTargetForKey } from "./slider-keys";
import { progressValueText } from "./time-text";
import * as playerStrings from "~/content/ui-strings/player";

interface ProgressSliderProps {
  current: number;
  duration: number;
  /** End of the buffered range around the current time, in seconds. */
  bufferedEnd: number;
  onSeek: (seconds: number) => void;
  className?: string;
}

/**
 * The progress bar as a WAI-ARIA slider: value in seconds, spoken as "1 minuto e 30 segundos de
 * 2 minutos"; click or drag to seek; arrows, Page Up/Down, Home and End. The drawing follows the
 * nonlinear mapping of progress-mapping.ts.
 */
export function ProgressSlider({ current, duration, bufferedEnd, onSeek, className }: ProgressSliderProps) {
  const dragging = useRef(false);
  const bufferedRef = useRef<HTMLDivElement>(null);
  const playedRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const ready = Number.isFinite(duration) && duration > 0;
  const played = timeToBar(current, duration);
  const buffered = timeToBar(bufferedEnd, duration);

  // Drawn through the DOM's style object, not a style attribute: the prerendered markup carries no
  // inline style, so the CSP needs no 'unsafe-inline' for styles (classes give the zero state).
  useLayoutEffect(() => {
    if (bufferedRef.current) bufferedRef.current.style.transform = `scaleX(${buffered})`;
    if (playedRef.current) playedRef.current.style.transform = `scaleX(${played})`;
    if (thumbRef.current) thumbRef.current.style.left = `${played * 100}%`;
  }, [buffered, played]);

  function seekToPointer(event: PointerEvent<HTMLDivElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (!ready || rect.width === 0) return;
    onSeek(barToTime((event.clientX - rect.left) / rect.width, duration));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = seekTargetForKey(event.key, current, duration);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={playerStrings.position}
      aria-valuemin={0}
      aria-valuemax={ready ? Math.round(duration) : 0}
      aria-valuenow={ready ? Math.round(Math.min(current, duration)) : 0}
      aria-valuetext={progressValueText(current, ready ? duration : 0)}
      data-part="progress"
      data-replay="keys"
      className={cn(
        "group relative flex h-11 min-w-0 flex-1 cursor-pointer touch-none items-center rounded-md focus-visible:outline-offset-0",
        className,
      )}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) seekToPointer(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <div className="relative h-1.5 w-full overflow-hidden rounded-full bg-white/25 transition-[height] group-hover:h-2">
        <div ref={bufferedRef} data-part="buffered" className="absolute inset-0 origin-left scale-x-0 bg-white/45" />
        <div ref={playedRef} data-part="played" className="absolute inset-0 origin-left scale-x-0 bg-accent-500" />
      </div>
      <div
        ref={thumbRef}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-0 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white shadow"
      />
    </div>
  );
}
