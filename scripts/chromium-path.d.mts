// Types of scripts/chromium-path.mjs for the TypeScript that imports it.
export const DEBIAN_HEADLESS_SHELL: string;
export const DEBIAN_CHROMIUM: string;
export const CHROMIUM_ARGS: readonly string[];
export function chromiumPath(env?: Readonly<Record<string, string | undefined>>, exists?: (path: string) => boolean): string | undefined;
