import { brandForHost, type Brand } from '../../contracts/brands';

/** The brand of this page, chosen once at start-up from the host-name prefix (part 1). */
export const brand: Brand = brandForHost(window.location.hostname);
