import { describe, expect, it } from 'vitest';
import { COMPACT_PRO } from '../../engine/catalogue';
import { catalogueText, TRANSLATED_CATALOGUE_TEXTS } from './catalogue-texts';

describe("the catalogue's texts in the documents' languages", () => {
  // Regression: German documents printed "aluminium foil, sorption coating" (issue 18).
  it('words every exchanger material and drive text the catalogue uses', () => {
    const used = new Set<string>();
    for (const unit of COMPACT_PRO.unitTypes) {
      const { material, drive } = unit.exchanger;
      [material, drive.controller, drive.bypass, drive.speedRegulator, drive.stepMotor]
        .filter((text): text is string => text !== null && text !== '-')
        .forEach((text) => used.add(text));
    }
    expect([...used].filter((text) => !TRANSLATED_CATALOGUE_TEXTS.includes(text))).toEqual([]);
  });

  // Regression: the German and Serbian data sheets printed the casing, the fan motor, the filter type and the frost
  // protection in English (issue 31 point 3).
  it('words every casing, fan motor, filter type and frost protection text the catalogue uses', () => {
    const used = new Set<string>([
      ...Object.values(COMPACT_PRO.casings).map((casing) => casing.description),
      ...Object.values(COMPACT_PRO.filters).map((filter) => filter.type),
      ...Object.values(COMPACT_PRO.frostProtection).map((frost) => frost.description),
      ...COMPACT_PRO.unitTypes.flatMap((unit) =>
        Object.values(unit.sizeData.fans).map((fan) => fan.motor.type),
      ),
    ]);
    expect([...used].filter((text) => !TRANSLATED_CATALOGUE_TEXTS.includes(text))).toEqual([]);
  });

  it('keeps English as the catalogue says it and translates for German and Serbian', () => {
    expect(catalogueText('aluminium foil, sorption coating', 'en')).toBe('aluminium foil, sorption coating');
    expect(catalogueText('aluminium foil, sorption coating', 'de')).toBe(
      'Aluminiumfolie, Sorptionsbeschichtung',
    );
    expect(catalogueText('polymer membrane', 'sr')).toBe('polimerna membrana');
    expect(catalogueText('RHX 680/200', 'de')).toBe('RHX 680/200');
  });
});
