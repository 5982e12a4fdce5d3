import { type Brand } from '../../contracts/brands';
import { brandForHost } from '../../domain/brands';

/**
 * The brand of this page, chosen once at start-up from the host-name prefix (docs/rules.md#brands). `location`, not
 * `window.location`: the build's prerender of the landing page (scripts/vite-prerender.ts) gives Node a `location`
 * for each brand it renders.
 */
export const brand: Brand = brandForHost(location.hostname);
