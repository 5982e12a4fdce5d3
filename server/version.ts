import packageJson from '../package.json' with { type: 'json' };

/** The release version printed in the footer, the health answer and every document. */
export const RELEASE_VERSION: string = packageJson.version;
