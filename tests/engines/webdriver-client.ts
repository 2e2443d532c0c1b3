// The few classic WebDriver commands WebKitWebDriver needs, over fetch: a client library would bring
// dozens of packages for five endpoints (https://www.w3.org/TR/webdriver2/#endpoints).

export type Action =
  | { type: 'pointerMove'; x: number; y: number; origin: 'viewport'; duration: 0 }
  | { type: 'pointerDown' | 'pointerUp'; button: 0 }
  | { type: 'keyDown' | 'keyUp'; value: string };

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    private readonly timeoutMs: number,
  ) {}

  /** Opens a session; `timeoutMs` bounds every later command, the browser's launch included. */
  static async open(driverUrl: string, capabilities: object, timeoutMs: number): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string }>(
      `${driverUrl}/session`,
      'POST',
      { capabilities: { alwaysMatch: capabilities } },
      timeoutMs,
    );
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, timeoutMs);
  }

  /** Navigates and returns once the page's load event has fired (page load strategy "normal"). */
  navigate(url: string): Promise<void> {
    return this.send('/url', 'POST', { url });
  }

  /** Runs `body` as a function of `args`; a returned promise is awaited (script timeout applies). */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.send('/execute/sync', 'POST', { script: body, args });
  }

  /** Real input: one source of pointer or key actions, then release of everything pressed. */
  async perform(kind: 'pointer' | 'key', actions: Action[]): Promise<void> {
    const source =
      kind === 'pointer'
        ? { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }
        : { type: 'key', id: 'keyboard', actions };
    await this.send('/actions', 'POST', { actions: [source] });
    await this.send('/actions', 'DELETE');
  }

  /** Sizes the window (here, the viewport: the battery's window has no toolbar or frame). */
  setWindowSize(width: number, height: number): Promise<void> {
    return this.send('/window/rect', 'POST', { width, height });
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void> {
    return this.send('/timeouts', 'POST', timeouts);
  }

  close(): Promise<void> {
    return this.send('', 'DELETE');
  }

  private send<T>(path: string, method: string, body?: object): Promise<T> {
    return command<T>(this.base + path, method, body, this.timeoutMs);
  }
}

async function command<T>(url: string, method: string, body: object | undefined, timeoutMs: number): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const payload = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || payload.value?.error) {
    throw new Error(
      `WebDriver ${method} ${new URL(url).pathname.replace(/^\/session\/[^/]+/, '')}: ${payload.value?.error}: ${payload.value?.message}`,
    );
  }
  return payload.value;
}
