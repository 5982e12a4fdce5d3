/** The languages whose country names a hand-typed country may be in (the interface languages). */
const NAME_LANGUAGES = ['en', 'de', 'sr-Latn'] as const;

/** A name compared without case, accents or surrounding spaces ("Österreich" = "osterreich"). */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** Withdrawn codes CLDR still names (YU is named "Serbia", BU "Myanmar"): never the answer. */
const WITHDRAWN = new Set(['BU', 'CS', 'DD', 'DY', 'FX', 'HV', 'NH', 'RH', 'TP', 'YD', 'YU', 'ZR']);

let namesToCodes: Map<string, string> | null = null;

/** Every ISO 3166 alpha-2 code by its name in each interface language (Intl's CLDR names, no network). */
function codesByName(): Map<string, string> {
  if (namesToCodes) {
    return namesToCodes;
  }
  const map = new Map<string, string>();
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  for (const language of NAME_LANGUAGES) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        const name = names.of(code);
        if (name !== undefined && !WITHDRAWN.has(code)) {
          map.set(plain(name), code);
        }
      }
    }
  }
  namesToCodes = map;
  return map;
}

/**
 * The country code of a country typed by hand (issue 31: offline, the geocoder gives no code, yet the bundled price
 * table is looked up by code): its name in EN, DE or SR, or the code itself.
 * @returns the ISO 3166 alpha-2 code, or null for a name no language knows
 */
export function countryCodeOf(typed: string | null | undefined): string | null {
  if (!typed?.trim()) {
    return null;
  }
  if (/^[A-Za-z]{2}$/.test(typed.trim())) {
    return typed.trim().toUpperCase();
  }
  return codesByName().get(plain(typed)) ?? null;
}
