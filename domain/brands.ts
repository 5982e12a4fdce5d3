import { BRANDS, DEFAULT_BRAND, type Brand } from '../contracts/brands';

/** The brand of a host name: the first brand whose prefix the host starts with, else the default brand. */
export function brandForHost(hostname: string): Brand {
  const host = hostname.toLowerCase();
  const match = Object.values(BRANDS).find((b) => b.hostPrefix !== null && host.startsWith(b.hostPrefix));
  return match ?? BRANDS[DEFAULT_BRAND];
}
