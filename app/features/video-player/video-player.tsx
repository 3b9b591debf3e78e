import { LoaderCircle, Pause, Play, RotateCcw } from "lucide-react";
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from "react";
import type { VideoSource, VideoTrack } from "~/content/types";
import { cn } from "~/lib/cn";
import { useReplay } from "~/lib/use-replay";
import { bufferedEndAt } from "./buffered";
import { initialStatus, isNearEnd, nextStatus } from "./player-status";
import { loadPosition, savePosition } from "./position-cookie";
import { keepWantedSource } from "./source-choice";
import { createPositionTracker, type PositionTracker, RESTORE_DELAY_MS } from "./position-tracker";
import { ProgressSlider } from "./progress-slider";
import { isToggleKey } from "./slider-keys";
import { formatClock } from "./time-text";
import * as playerStrings from "~/content/ui-strings/player";

export const UNSUPPORTED_MESSAGE = playerStrings.unsupported;
export const REPLAY_TEXT = playerStrings.replay;
/** A seek this close to the duration lands on the last frame (one frame at 24 fps is 0.042 s). */
const LAST_FRAME_SECONDS = 0.05;
/** How long playback may stand still on the last frame, not ended, before the player ends it itself. */
const STALLED_END_MS = 1_000;
/**
 * Where the portrait cut plays: below `sm` (40rem), the breakpoint of the box's `max-sm:aspect-9/16`, so the
 * browser picks the source and reserves the box from the same rule (no layout shift; docs/decisions/607).
 */
export const PORTRAIT_MEDIA = "(max-width: 639px)";

export interface VideoPlayerProps {
  /** Accessible name of the player. */
  title: string;
  sources: readonly VideoSource[];
  /** Cover image: the video's poster, and the cover state's picture. */
  poster: string;
  /** Picture of the end screen. */
  endImage: string;
  /** Intrinsic size: the box keeps this aspect ratio before the metadata arrives (no layout shift). */
  width: number;
  height: number;
  tracks?: readonly VideoTrack[];
  /**
   * The portrait cut's pictures (sources marked `portrait`), shown below `sm` in a 9:16 box: a landscape frame
   * played 343 px wide drew the chat at ~5 px.
   */
  portrait?: { poster: string; endImage: string };
  /** The video's length, known from content: the time reads it before the media's metadata arrives (not "0:00"). */
  durationSeconds?: number;
  /** Start on the cover state (demo page) instead of idle. */
  withCover?: boolean;
  /**
   * Where the cover's play mark sits: in the middle, or over the phone's empty chat when the cover is a still of
   * the video (the words on the left, or on top in the portrait cut, stay clear).
   */
  coverMark?: "middle" | "phone";
  className?: string;
}

/**
 * The site's video player: cover, idle, playing, paused and ended states; a click
 * toggles playback; an end screen restarts from zero; a spinner while buffering; a nonlinear
 * progress slider with the buffered part; the position remembered in a cookie.
 */
export function VideoPlayer({
  title,
  sources,
  poster,
  endImage,
  width,
  height,
  tracks = [],
  withCover = false,
  coverMark = "middle",
  portrait,
  durationSeconds = 0,
  className,
}: VideoPlayerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackerRef = useRef<PositionTracker | null>(null);
  const [status, dispatch] = useReducer(nextStatus, withCover, initialStatus);
  const statusRef = useRef(status);
  statusRef.current = status;
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [bufferedEnd, setBufferedEnd] = useState(0);
  const [buffering, setBuffering] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  // Outcome of the saved-position check, exposed as data-position-restore for tests and debugging.
  const [restore, setRestore] = useState<"pending" | "applied" | "ignored">("pending");

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracker = createPositionTracker({ onTime: setCurrent, save: savePosition });
    trackerRef.current = tracker;
    let restoreTimer: number | undefined;

    const updateBuffered = () => setBufferedEnd(bufferedEndAt(video.buffered, video.currentTime));
    const onMetadata = () => {
      setDuration(video.duration);
      window.clearTimeout(restoreTimer);
      restoreTimer = window.setTimeout(() => {
        const saved = loadPosition(video.duration);
        setRestore(saved === null ? "ignored" : "applied");
        if (saved === null) return;
        video.currentTime = saved;
        setCurrent(saved);
      }, RESTORE_DELAY_MS);
    };
    let endWatch: number | undefined;
    const onTimeUpdate = () => {
      // After the end the position stays reset to zero, so a replay starts at the beginning, whatever the media reports.
      if (statusRef.current !== "ended") tracker.update(video.currentTime);
      updateBuffered();
      // Some engines (WebKitGTK's media pipeline) can stop on the last frame, still "playing", without firing
      // "ended": playback that stays there for a moment is the end too, so the end screen is never withheld.
      if (endWatch === undefined) watchEnd();
    };
    // The last "timeupdate" can come just before the time creeps onto the last frame, and none after it: the watch
    // keeps looking for as long as playback sits at the end, not once.
    const watchEnd = () => {
      if (video.ended || video.paused || statusRef.current !== "playing") return;
      if (!isNearEnd(video.currentTime, video.duration, LAST_FRAME_SECONDS)) return;
      const at = video.currentTime;
      endWatch = window.setTimeout(() => {
        endWatch = undefined;
        if (video.currentTime === at && !video.ended && !video.paused && statusRef.current === "playing") onEnded();
        else watchEnd();
      }, STALLED_END_MS);
    };
    const onEnded = () => {
      setBuffering(false);
      dispatch({ type: "ended" });
      tracker.reset();
    };
    const onSeeked = () => {
      // Landing on the last frame while paused ends the video too (the media fires no "ended").
      if (video.ended || isNearEnd(video.currentTime, video.duration, LAST_FRAME_SECONDS)) return onEnded();
      setBuffering(false);
      dispatch({ type: "seeked" });
      tracker.update(video.currentTime);
      updateBuffered();
    };
    const onError = () => {
      setBuffering(false);
      // A failure in the last second is the end of the video, never a stuck "paused" player.
      if (isNearEnd(video.currentTime, video.duration)) return onEnded();
      // Keep where the visitor was: the next play reloads the media, which restores this position.
      tracker.flush();
      dispatch({ type: "error" });
    };
    const onPause = () => dispatch({ type: "pause" });
    const onPlay = () => dispatch({ type: "play" });
    const startBuffering = () => setBuffering(true);
    const stopBuffering = () => setBuffering(false);
    const onNoSource = () => setUnsupported(true);
    const onPageHide = () => tracker.flush();
    const keepSource = keepWantedSource(video);

    const listeners: Array<[string, () => void]> = [
      ["loadedmetadata", onMetadata],
      ["durationchange", () => setDuration(video.duration)],
      ["timeupdate", onTimeUpdate],
      ["progress", updateBuffered],
      ["seeking", startBuffering],
      ["waiting", startBuffering],
      ["seeked", onSeeked],
      ["playing", stopBuffering],
      ["canplay", stopBuffering],
      ["play", onPlay],
      ["pause", onPause],
      ["ended", onEnded],
      ["error", onError],
      ["loadstart", keepSource],
    ];
    for (const [name, fn] of listeners) video.addEventListener(name, fn);
    // A failing last <source> means no source could be played.
    const lastSource = video.querySelector("source:last-of-type");
    lastSource?.addEventListener("error", onNoSource);
    window.addEventListener("pagehide", onPageHide);

    // The prerendered <video> may have chosen its source, loaded its metadata (or failed) before hydration.
    keepSource();
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE || !sources.some((s) => video.canPlayType(s.type) !== "")) {
      setUnsupported(true);
    }

    return () => {
      for (const [name, fn] of listeners) video.removeEventListener(name, fn);
      lastSource?.removeEventListener("error", onNoSource);
      window.removeEventListener("pagehide", onPageHide);
      window.clearTimeout(restoreTimer);
      window.clearTimeout(endWatch);
      tracker.flush(); // leaving the page inside the app keeps the position too
      tracker.dispose();
      trackerRef.current = null;
    };
  }, [sources]);

  function play() {
    const video = videoRef.current;
    // A failed media element plays nothing until it is loaded again.
    if (video?.error) video.load();
    video?.play().catch((error: unknown) => {
      // AbortError: a pause() came first, nothing to do. NotSupportedError: no playable source.
      if (error instanceof DOMException && error.name === "NotSupportedError") setUnsupported(true);
    });
  }

  function restart() {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = 0;
    trackerRef.current?.reset();
    play();
  }

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    if (statusRef.current === "ended") restart();
    else if (video.paused) play();
    else video.pause();
  }

  function seek(seconds: number) {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    if (trackerRef.current) trackerRef.current.seekTo(seconds);
    else setCurrent(seconds);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isToggleKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    // Space on a button already clicks it.
    if (event.key === " " && event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    toggle();
  }

  // A tap or key press held since the first paint (app/lib/replay-snippet.ts) acts once the media can answer it.
  useReplay(rootRef, duration > 0 || unsupported);

  const playing = status === "playing";

  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={title}
      tabIndex={-1}
      data-status={status}
      data-buffering={buffering ? "" : undefined}
      data-position-restore={restore}
      onKeyDown={onKeyDown}
      // Dark only behind a playing video: under the light cover and poster, a dark fill would show through the
      // rounded corners' smoothed edge as a thin dark ring.
      className={cn(
        "relative overflow-hidden rounded-2xl bg-brand-950 shadow-xl outline-none data-[status=cover]:bg-transparent data-[status=idle]:bg-transparent",
        className,
      )}
    >
      <div
        data-part="stage"
        data-replay=""
        className="relative cursor-pointer select-none"
        onClick={() => {
          rootRef.current?.focus({ preventScroll: true });
          toggle();
        }}
      >
        <video
          ref={videoRef}
          // In the flow with its width and height: the browser reserves the box from them (no layout
          // shift, no inline style), and the overlays cover it.
          className={cn(
            "block h-auto w-full bg-brand-950 object-contain in-data-[status=cover]:bg-transparent in-data-[status=idle]:bg-transparent",
            portrait && "max-sm:aspect-9/16",
          )}
          width={width}
          height={height}
          preload="metadata"
          poster={poster}
          playsInline
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} media={source.portrait ? PORTRAIT_MEDIA : undefined} />
          ))}
          {tracks.map((track) => (
            <track key={track.src} kind={track.kind} src={track.src} srcLang={track.srcLang} label={track.label} />
          ))}
          <p>{UNSUPPORTED_MESSAGE}</p>
        </video>

        {status === "cover" ? (
          <div data-part="cover" className="absolute inset-0">
            <Still src={poster} portraitSrc={portrait?.poster} width={width} height={height} />
            <PlayBadge large lift={Boolean(portrait) && coverMark === "middle"} overPhone={coverMark === "phone"} />
          </div>
        ) : null}
        {portrait && status === "idle" ? (
          // The video's own poster is the landscape one: the phone's portrait poster covers it until playback.
          <div data-part="phone-poster" className="absolute inset-0 sm:hidden">
            <Still src={poster} portraitSrc={portrait.poster} width={width} height={height} />
          </div>
        ) : null}
        {status === "idle" || status === "paused" ? <PlayBadge lift={Boolean(portrait) && status === "idle"} /> : null}
        {status === "ended" ? (
          <div data-part="end-screen" className="absolute inset-0">
            <Still src={endImage} portraitSrc={portrait?.endImage} width={width} height={height} />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-brand-950/40 text-white">
              <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/15 ring-2 ring-white/70 sm:size-20">
                <RotateCcw aria-hidden="true" className="size-8 sm:size-10" />
              </span>
              <span className="text-base font-semibold sm:text-xl">{REPLAY_TEXT}</span>
            </div>
          </div>
        ) : null}
        {buffering && status !== "ended" && !unsupported ? (
          <div role="status" data-part="spinner" className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-white drop-shadow" />
            <span className="sr-only">{playerStrings.loading}</span>
          </div>
        ) : null}
        {unsupported ? (
          <p className="absolute inset-0 flex items-center justify-center bg-brand-950 p-6 text-center font-medium text-white">
            {UNSUPPORTED_MESSAGE}
          </p>
        ) : null}
      </div>

      {/*
        On a phone, before the first play, the cover's big mark is the one control in sight: the bar draws nothing,
        its play button stays reachable by keyboard and screen readers and shows when focused, and the slider and
        time wait for the first play. So a player with a cover lays its bar over the video's bottom there (a shade
        under the controls once they show): the player is the video's height, with no empty band under the poster,
        and nothing moves when the bar appears. Without a cover the bar shows from the start, under the video.
      */}
      <div
        data-part="bar"
        className={cn(
          // The bar brings its own dark fill: the player's is off under the cover (see the player's root).
          "flex items-center gap-1 bg-brand-950 px-2 text-white sm:gap-3 sm:px-3",
          withCover && "max-sm:absolute max-sm:inset-x-0 max-sm:bottom-0 max-sm:bg-transparent",
          withCover &&
            (status === "cover"
              ? "max-sm:pointer-events-none max-sm:p-2"
              : "max-sm:bg-linear-to-t max-sm:from-brand-950/90 max-sm:via-brand-950/75 max-sm:to-transparent max-sm:pt-5"),
        )}
      >
        <button
          type="button"
          onClick={toggle}
          data-replay=""
          aria-label={playing ? playerStrings.pause : playerStrings.play}
          className={cn(
            "inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10",
            status === "cover" && "max-sm:opacity-0 max-sm:focus-visible:bg-brand-950/80 max-sm:focus-visible:opacity-100",
          )}
        >
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        </button>
        <ProgressSlider
          current={current}
          duration={duration}
          bufferedEnd={bufferedEnd}
          onSeek={seek}
          className={status === "cover" ? "max-sm:invisible" : undefined}
        />
        <span
          aria-hidden="true"
          className={cn("shrink-0 pr-1 text-xs text-brand-100 tabular-nums sm:text-sm", status === "cover" && "max-sm:invisible")}
        >
          {formatClock(current)} / {formatClock(duration || durationSeconds)}
        </span>
      </div>
    </div>
  );
}

/** A picture of the box: the portrait one below `sm` when there is one. */
function Still({ src, portraitSrc, width, height }: { src: string; portraitSrc?: string; width: number; height: number }) {
  return (
    <picture className="block size-full">
      {portraitSrc ? <source media={PORTRAIT_MEDIA} srcSet={portraitSrc} /> : null}
      <img src={src} alt="" width={width} height={height} className="size-full object-cover" />
    </picture>
  );
}

/**
 * `lift`: over the portrait poster (below sm) the mark sits at 40% of the box, in the poster's gap between its
 * words and its chat, and within a phone's first screen on the demo page.
 */
/**
 * `overPhone`: over the video stills' phone, at 76% of the landscape frame's width (its x 780-1160 of 1280); in the
 * portrait cut at mid-height, the top of the phone's empty chat (its middle, at 62%, falls below a 375x812 first screen).
 */
function PlayBadge({ large = false, lift = false, overPhone = false }: { large?: boolean; lift?: boolean; overPhone?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-part="play-mark"
      className={cn(
        "pointer-events-none absolute inset-0 flex items-center justify-center",
        lift && "max-sm:-translate-y-[10%]",
        overPhone && "sm:pl-[51.6%]",
      )}
    >
      <span
        className={cn(
          "inline-flex items-center justify-center rounded-full bg-accent-600 text-white shadow-lg ring-4 ring-white/30",
          large ? "size-16 sm:size-24" : "size-14 sm:size-20",
        )}
      >
        <Play className={cn("translate-x-0.5 fill-current", large ? "size-7 sm:size-11" : "size-6 sm:size-9")} />
      </span>
    </span>
  );
}
