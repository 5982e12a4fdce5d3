// Types of server/bundle.mjs (plain JavaScript, read by server/start.mjs without TypeScript's loader).
export const DEFAULT_BUNDLE_DIR: string;
export function currentServerBundle(dir?: string): string | undefined;
export function buildServerBundle(dir?: string): Promise<{ bundle: string; inputs: string[] }>;
