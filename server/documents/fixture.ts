import { dataSheet } from '../../domain/data-sheet';
import { POSITION_DEFAULTS } from '../../contracts/positions';
import { PositionInputSchema, toSelectionInput } from '../../domain/positions';
import { select } from '../../engine/select';
import type { DocumentContext, DocumentLanguage } from './context';

/**
 * Issue 25's case: a P 12 counterflow plate unit (code 10) at 6 720 m3/h at Novi Sad (80 m, winter -12.5 C / 85 %):
 * the winter design point needs the electric frost preheater (about 17.4 kW, installed 7 x 2.5 kW). Pass as
 * documentFixture({ position: NOVI_SAD_POSITION }).
 */
export const NOVI_SAD_POSITION = {
  heatRecovery: 'Plate heat exchanger',
  heatRecoveryPlateType: 'Plate',
  unitTypeId: 10,
  flowSupplyM3h: 6720,
  flowReturnM3h: 6720,
  elevationM: 80,
  winterOutdoorTDb: -12.5,
  winterOutdoorRhPct: 85,
} as const;

/**
 * A document context for tests and benchmarks: a rotary R 05 with both coils (the wizard's defaults,
 * docs/rules.md#wizard-defaults) at a site near Belgrade, for a customer with German and Serbian letters in its
 * names, so every document shows them.
 */
export function documentFixture(
  overrides: {
    language?: DocumentLanguage;
    brand?: DocumentContext['brand'];
    unitSystem?: DocumentContext['unitSystem'];
    position?: Record<string, unknown>;
  } = {},
): DocumentContext {
  const input = PositionInputSchema.parse({
    ...POSITION_DEFAULTS,
    projId: 1,
    guid: '3b241101-e2bb-4255-8caf-4136c566a962',
    name: 'Lüftung Büro Süd',
    installation: 'installationIndoor',
    heatRecovery: 'Rotary heat exchanger',
    coils: 'both',
    flowSupplyM3h: 2200,
    flowReturnM3h: 2100,
    unitTypeId: 2,
    airflowDirection: 1,
    elevationM: 117,
    summerOutdoorTDb: 34,
    summerOutdoorRhPct: 40,
    winterOutdoorTDb: -12,
    winterOutdoorRhPct: 85,
    ...overrides.position,
  });
  const selection = select(toSelectionInput(input));
  return {
    language: overrides.language ?? 'en',
    brand: overrides.brand ?? 'airsizer',
    ...(overrides.unitSystem ? { unitSystem: overrides.unitSystem } : {}),
    release: '1.0.0',
    generatedAt: new Date('2026-11-22T10:00:00Z'),
    user: {
      firstName: 'Đorđe',
      lastName: 'Šćepanović',
      email: 'djordje@example.com',
      company: 'Čačak Klima d.o.o.',
    },
    project: {
      id: 1,
      name: 'Poslovni centar Žarkovo',
      number: 'AHU1',
      country: 'Serbia',
      city: 'Belgrade',
      address: 'Bulevar Mihajla Pupina 10, Beograd',
      elevation: 117,
      customer: {
        name: 'Müller & Söhne GmbH',
        representative: 'Jürgen Weiß',
        phone: '+49 30 1234567',
        email: 'jw@example.com',
      },
    },
    position: {
      id: 7,
      name: input.name,
      revisionNumber: 2,
      calculatedAt: new Date('2026-11-21T09:30:00Z'),
      input,
    },
    dataSheet: dataSheet(selection),
    selection,
  };
}
