/**
 * The few W3C WebDriver commands the WebKit checks send to WebKitWebDriver, over fetch. A client
 * library would bring its own driver management (Selenium's has no WebKitGTK service left in 4.49)
 * for a protocol this small: sessions, navigation, scripts, elements, actions, window, screenshot.
 */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export type ElementRef = { [ELEMENT]: string };

export class WebDriverClient {
  private readonly base: string;
  readonly sessionId: string;

  private constructor(base: string, sessionId: string) {
    this.base = base;
    this.sessionId = sessionId;
  }

  static async connect(base: string, capabilities: Record<string, unknown>) {
    const { sessionId } = await send<{ sessionId: string }>(`${base}/session`, "POST", { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverClient(base, sessionId);
  }

  command<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    return send<T>(`${this.base}/session/${this.sessionId}${path}`, method, body);
  }

  navigate(url: string) {
    return this.command("POST", "/url", { url });
  }
  url() {
    return this.command<string>("GET", "/url");
  }
  execute<T>(script: string, args: unknown[] = []) {
    return this.command<T>("POST", "/execute/sync", { script, args });
  }
  executeAsync<T>(script: string, args: unknown[] = []) {
    return this.command<T>("POST", "/execute/async", { script, args });
  }
  async find(css: string): Promise<ElementRef | undefined> {
    const found = await this.command<ElementRef[]>("POST", "/elements", { using: "css selector", value: css });
    return found[0];
  }
  click(element: ElementRef) {
    return this.command("POST", `/element/${element[ELEMENT]}/click`, {});
  }
  sendKeys(element: ElementRef, text: string) {
    return this.command("POST", `/element/${element[ELEMENT]}/value`, { text });
  }
  /** Pointer and key actions (W3C "perform actions"), released afterwards. */
  async actions(actions: unknown[]) {
    await this.command("POST", "/actions", { actions });
    await this.command("DELETE", "/actions");
  }
  setWindowRect(rect: { width: number; height: number; x: number; y: number }) {
    return this.command("POST", "/window/rect", rect);
  }
  screenshot() {
    return this.command<string>("GET", "/screenshot");
  }
  deleteCookies() {
    return this.command("DELETE", "/cookie");
  }
  setTimeouts(timeouts: { pageLoad: number; script: number; implicit: number }) {
    return this.command("POST", "/timeouts", timeouts);
  }
  quit() {
    return send(`${this.base}/session/${this.sessionId}`, "DELETE");
  }
}

export const elementKey = ELEMENT;

/** Key codes of the WebDriver spec for the keys the checks press. */
export const keys = { Enter: "\uE007", Tab: "\uE004", Escape: "\uE00C", Control: "\uE009", Backspace: "\uE003" } as const;

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A bound for a driver that stopped answering; the page-load timeout inside it is shorter.
    signal: AbortSignal.timeout(120_000),
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || (json.value && typeof json.value === "object" && "error" in json.value && json.value.error)) {
    throw new Error(`WebDriver ${method} ${url.replace(/^.*\/session\/[^/]+/, "")}: ${json.value?.error} ${json.value?.message ?? ""}`);
  }
  return json.value;
}
