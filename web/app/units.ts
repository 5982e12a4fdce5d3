import i18n from 'i18next';
import { UNIT_SYSTEMS, type UnitSystem } from '../../contracts/users';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The units the reader sees and types (issue 30): SI or IP, the account's choice once signed in, kept in local
 * storage for the next visit. A change is announced as i18next's 'unitsChanged', which every component that uses
 * react-i18next's useTranslation re-renders on (i18n/index.ts binds it), as it does on a change of language.
 */
export const UNITS_CHANGED = 'unitsChanged';

const isUnitSystem = (value: string | null): value is UnitSystem =>
  (UNIT_SYSTEMS as readonly (string | null)[]).includes(value);

let system: UnitSystem = 'si';
let loaded = false;

export function currentUnitSystem(): UnitSystem {
  if (!loaded) {
    loaded = true;
    const stored = readStored(STORAGE_KEYS.unitSystem);
    system = isUnitSystem(stored) ? stored : 'si';
  }
  return system;
}

export function setUnitSystem(next: UnitSystem): void {
  currentUnitSystem();
  writeStored(STORAGE_KEYS.unitSystem, next);
  if (next !== system) {
    system = next;
    i18n.emit(UNITS_CHANGED, next);
  }
}
