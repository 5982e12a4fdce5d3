import { describe, expect, it } from 'vitest';
import { gridCo2 } from './grid-co2';

describe('the bundled CO2 intensity table (Ember yearly electricity data)', () => {
  it('answers a listed country with its row, year and unit', () => {
    // Ember, Serbia 2023: 636.06 gCO2e/kWh; France 2023: 56.04.
    expect(gridCo2('RS')).toMatchObject({ gPerKWh: 636.06, country: 'RS' });
    expect(gridCo2('RS').source).toMatch(/Ember.*2023.*gCO2e\/kWh/);
    expect(gridCo2('FR').gPerKWh).toBe(56.04);
    // Eurostat's EL is Greece.
    expect(gridCo2('EL')).toMatchObject({ country: 'GR', gPerKWh: 336.57 });
  });

  it('falls back to the world average, saying so, for an unlisted or unknown country', () => {
    for (const code of ['QQ', null]) {
      const row = gridCo2(code);
      expect(row).toMatchObject({ gPerKWh: 485.99, country: null });
      expect(row.source).toContain('world average 2022');
    }
  });
});
