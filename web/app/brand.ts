import { type Brand } from '../../contracts/brands';
import { brandForHost } from '../../domain/brands';

/** The brand of this page, chosen once at start-up from the host-name prefix (docs/rules.md#brands). */
export const brand: Brand = brandForHost(window.location.hostname);
