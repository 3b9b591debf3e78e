/**
 * The source a player should be using now: the first <source> whose `media` matches and whose `type` the
 * browser can play, as the HTML resource selection picks when it runs with the page laid out.
 */
export function wantedSource(video: HTMLVideoElement, matches: (media: string) => boolean): string | null {
  for (const source of video.querySelectorAll("source")) {
    if (source.media && !matches(source.media)) continue;
    if (source.type && video.canPlayType(source.type) === "") continue;
    return source.src;
  }
  return null;
}

/**
 * WebKit judges a <source>'s `media` when its selection starts, which can be before the page's styles apply
 * (a busy phone, a slow stylesheet): it then finds no match and a phone gets the landscape cut in a 9:16 box.
 * The returned check reloads a player that has not started once, when the source it took is not the one the
 * page's media queries pick now; once only, so a portrait file that fails to load falls back for good.
 */
export function keepWantedSource(video: HTMLVideoElement, matches = (media: string) => window.matchMedia(media).matches) {
  let reloaded = false;
  return () => {
    if (reloaded || !video.currentSrc || !video.paused || video.currentTime > 0) return;
    const wanted = wantedSource(video, matches);
    if (!wanted || wanted === video.currentSrc) return;
    reloaded = true;
    video.load();
  };
}
