// Named checks, each bounded in time, printed as they end; counts per engine and viewport.

export class Report {
  readonly counts = new Map<string, { passed: number; failed: number }>();
  private group = '';

  /** Checks from here on count under `group` (e.g. "webkit phone"). */
  begin(group: string): void {
    this.group = group;
    this.counts.set(group, { passed: 0, failed: 0 });
    console.log(`\n${group}`);
  }

  /** Runs one check; a throw or a timeout fails it, and the run goes on with the next. */
  async check(name: string, body: () => Promise<void>, timeoutMs = 40_000): Promise<boolean> {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const count = this.counts.get(this.group) ?? { passed: 0, failed: 0 };
    this.counts.set(this.group, count);
    try {
      await Promise.race([body(), timeout]);
      count.passed += 1;
      console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return true;
    } catch (error) {
      count.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      console.log(`  ✗ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${message.replace(/^/gm, '      ')}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  get passed(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count.passed, 0);
  }

  get failed(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count.failed, 0);
  }
}

/** Throws with `message` unless `condition` holds: the battery's one assertion. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
