#!/usr/bin/python3
"""A WebKitGTK browser with no toolbar, for WebKitWebDriver (tests/engines/webkit.ts).

The packaged MiniBrowser keeps a toolbar above the page, so its viewport is never the window's
size, and it does not report the page's console. This window is only a web view: WebKitWebDriver
sizes the window, so the viewport is exactly the size asked for. A user script, injected into every
document before the page's own scripts, reports uncaught errors, unhandled rejections and
console.error calls through a script message handler; each report is one line of
JSON appended to the file named by ENGINE_CONSOLE_LOG, which the suite reads.

WebKitWebDriver starts this program with WEBKIT_INSPECTOR_SERVER set; the automation session it
opens asks for web views through `create-web-view`.
"""
import json
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

LOG_PATH = os.environ.get("ENGINE_CONSOLE_LOG", "")
HANDLER = "engineConsole"

REPORTER = """
(() => {
  const post = (kind, text) => {
    try { window.webkit.messageHandlers.%s.postMessage(JSON.stringify({ kind, text: String(text), url: location.href })); } catch {}
  };
  const describe = (value) => (value && value.stack ? `${value.message ?? value}` : value && value.message ? value.message : String(value));
  // A navigation cancels the loads still under way on the page it leaves, and WebKit reports each as a
  // resource error: from the first sign of leaving on, resource errors are not the page's. The suite marks
  // `window.engineLeft` before it navigates, and WebKit cancels those loads (a video's metadata still
  // arriving, on a busy machine) before the old page sees "beforeunload" or "pagehide".
  let leaving = false;
  for (const type of ["beforeunload", "pagehide"]) window.addEventListener(type, () => { leaving = true; }, true);
  window.addEventListener("error", (e) => {
    const target = e.target;
    if (target instanceof Element) {
      // A <source> skipped because its media does not match (the phones' video cut on a wider window) gets an
      // "error" event by the HTML spec's source selection: nothing failed to load.
      if (target.localName === "source" && target.media && !matchMedia(target.media).matches) return;
      // WebKit may judge a <source>'s media before the page's styles apply, find no match and go on to the next
      // source: the selection at work, not a failed load (the player then reloads the right cut). A source that
      // fails while its element goes on to another is reported by what plays: the video checks name the file.
      const media = target.localName === "source" ? target.parentElement : null;
      if (media && media.currentSrc && media.currentSrc !== target.src) return;
      // An element that failed to load (image, script, stylesheet, preload): named, since the event has no message.
      const source = target.currentSrc || target.src || target.href || "";
      if (!leaving && !window.engineLeft) post("pageerror", `resource failed: <${target.localName}> ${source}`);
      return;
    }
    post("pageerror", e.error ? describe(e.error) : e.message);
  }, true);
  window.addEventListener("unhandledrejection", (e) => post("pageerror", `unhandled rejection: ${describe(e.reason)}`));
  for (const level of ["error"]) {
    const original = console[level].bind(console);
    console[level] = (...args) => { post(level, args.map(describe).join(" ")); original(...args); };
  }
})();
""" % HANDLER


def log_line(_manager, result):
    if not LOG_PATH:
        return
    value = result.get_js_value() if hasattr(result, "get_js_value") else result
    with open(LOG_PATH, "a", encoding="utf-8") as log:
        log.write(value.to_string() + "\n")


def content_manager():
    manager = WebKit2.UserContentManager()
    manager.register_script_message_handler(HANDLER)
    manager.connect("script-message-received::" + HANDLER, log_line)
    manager.add_script(
        WebKit2.UserScript.new(
            REPORTER,
            WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    return manager


def new_view(context):
    view = WebKit2.WebView(
        web_context=context,
        user_content_manager=content_manager(),
        is_controlled_by_automation=True,
    )
    settings = view.get_settings()
    settings.set_enable_developer_extras(True)
    # As a visitor's phone plays the muted demo: no gesture needed for a muted video.
    settings.set_media_playback_requires_user_gesture(False)
    window = Gtk.Window()
    window.set_decorated(False)
    window.set_default_size(1280, 800)
    window.add(view)
    window.connect("destroy", lambda _w: None)
    view.connect("close", lambda v: window.destroy())
    window.show_all()
    return view


def main():
    Gtk.init(sys.argv)
    # Memory only: the default context keeps its HTTP cache, cookies and storage in ~/.cache and
    # ~/.local/share/webkit-window.py, shared by every run on the machine at the same port. A cached copy of a
    # file the build has since replaced then mixes with the server's: the media player read the demo
    # video's first bytes from a copy cached by an earlier run and its seek's range from the new file, and
    # the demuxer failed ("Could not demultiplex stream", docs/decisions/562). Each run starts as a first visit.
    context = WebKit2.WebContext.new_with_website_data_manager(WebKit2.WebsiteDataManager.new_ephemeral())
    context.set_automation_allowed(True)

    def on_automation_started(_context, session):
        info = WebKit2.ApplicationInfo()
        info.set_name("atendra-engines-webkit")
        info.set_version(1, 0, 0)
        session.set_application_info(info)
        session.connect("create-web-view", lambda _s: new_view(context))

    context.connect("automation-started", on_automation_started)
    # No window until the session asks for one: the program lives as long as the driver keeps it.
    Gtk.main()


if __name__ == "__main__":
    main()
