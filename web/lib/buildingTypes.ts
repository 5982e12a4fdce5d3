import type { TFunction } from 'i18next';

/** A stored building type: "<category> - <room> (<rate range>)" (contracts BUILDING_TYPES). */
const BUILDING_TYPE_PARTS = /^(.+?) - (.+) (\([^)]*\))$/;

/**
 * The building type in the interface language (issue 31): category and room are translated by their English words,
 * the bracket with the change rate is the stored value's own, so the rate (changeRateOf) has one source, the value.
 * @param buildingType a value of BUILDING_TYPES
 */
export function buildingTypeLabel(buildingType: string, t: TFunction): string {
  if (buildingType === 'None') {
    return t('configurator.options.none');
  }
  const parts = BUILDING_TYPE_PARTS.exec(buildingType);
  if (parts === null) {
    return buildingType;
  }
  const [, category = '', room = '', rate = ''] = parts;
  const word = (english: string) => t(`configurator.buildingTypes.${english}`, { defaultValue: english });
  return `${word(category)} - ${word(room)} ${rate}`;
}
