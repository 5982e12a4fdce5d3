import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDING_TYPES } from '../../contracts/positions';
import { changeRateOf } from '../../domain/positions';
import { buildingTypeLabel } from './buildingTypes';

const bracketOf = (text: string) => /\([^)]*\)$/.exec(text)?.[0];

describe('building-type labels (issue 31, point 2)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the stored value in English, None as None', () => {
    for (const type of BUILDING_TYPES) {
      expect(buildingTypeLabel(type, i18n.t)).toBe(type);
    }
  });

  it.each(['de', 'sr'])(
    'translates all 24 named types and None in %s, each keeping its bracket',
    async (language) => {
      await i18n.changeLanguage(language);
      const named = BUILDING_TYPES.filter((type) => type !== 'None');
      expect(named).toHaveLength(24);
      for (const type of named) {
        const label = buildingTypeLabel(type, i18n.t);
        const [category, room] = type.replace(/ \([^)]*\)$/, '').split(' - ');
        expect(label, type).not.toContain(category);
        expect(label, type).not.toContain(room);
        expect(bracketOf(label), type).toBe(bracketOf(type));
      }
      expect(buildingTypeLabel('None', i18n.t)).toBe(i18n.t('configurator.options.none'));
      expect(buildingTypeLabel('None', i18n.t)).not.toBe('None');
      expect(buildingTypeLabel('Residential - Basements (3-4)', i18n.t)).toBe(
        language === 'de' ? 'Wohnbereich - Keller (3-4)' : 'Stambeni objekti - Podrumi (3-4)',
      );
    },
  );

  it('takes the change rate from the stored value, never the label', () => {
    expect(changeRateOf('Light Commercial - Computer Rooms (15-20)')).toBe(20);
  });
});
