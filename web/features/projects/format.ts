/** Part 1: costs in euro with k, M, G, T, P, E abbreviations and 2 decimals. */
const SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

export function formatCost(euro: number): string {
  let value = euro;
  let step = 0;
  while (Math.abs(value) >= 1000 && step < SUFFIXES.length - 1) {
    value /= 1000;
    step += 1;
  }
  return `${value.toFixed(2)}${SUFFIXES[step]} €`;
}

/** A price in euro with 2 decimals (part 2 section 1). */
export const formatEuro = (euro: number) => `${euro.toFixed(2)} €`;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Part 2 section 9: created-at as DD/MM/YYYY HH:mm:ss after subtracting the stored time-zone offset (minutes, as
 * Date.getTimezoneOffset gives it: -60 for UTC+1), i.e. in the local time of whoever saved the project.
 */
export function formatCreatedAt(isoUtc: string, timeZoneOffsetMin: number): string {
  const local = new Date(Date.parse(isoUtc) - timeZoneOffsetMin * 60_000);
  return (
    `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
}
