import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnnualExport, AnnualResponse, type AnnualData } from '../../../contracts/energy';
import { PositionSavedResponse } from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { ENGINE_VERSION } from '../../../engine/version';
import { ENERGY_TEXTS } from '../../documents/data-sheet/energy-section';
import { numberFormatter } from '../../documents/data-sheet/texts';
import { bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeProviders, type FakeProviders } from '../../test/fake-providers';
import { pdfText } from '../../test/pdf';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

/**
 * Issue 20, acceptance 4: the data sheet's energy page and the JSON export carry the same annual figures as the
 * annual API's answer (the screen's numbers): one engine result, one presenter.
 */
let fake: FakeProviders;
let t: TestApp;
let owner: TestAccount;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await createTestApp({ env: { ...fake.env, PROVIDER_TIMEOUT_MS: '10000' } });
  owner = await confirmedUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(owner.tokens.token), payload });

async function position(): Promise<number> {
  const project = await post('/project/create-project', projectPayload());
  const projectId = ProjectCreatedResponse.parse(project.json()).data.id;
  const saved = await post('/project/item/calculate', positionPayload(projectId));
  expect(saved.statusCode, saved.body).toBe(201);
  return PositionSavedResponse.parse(saved.json()).data.data;
}

/** The figures of the annual answer as the data sheet prints them in `language` (table cells' spaces folded). */
function printed(data: AnnualData, language: 'en' | 'de'): string[] {
  const n = numberFormatter(language);
  const euro = (value: number) => `${n(value, 2)} €`;
  const texts = ENERGY_TEXTS[language];
  const row = (label: string, m: AnnualData['year'], co2Kg: number) =>
    [
      label,
      m.heaterKWh,
      m.coolerKWh,
      m.fansKWh,
      m.preheaterKWh,
      m.recoveredHeatKWh,
      m.recoveredCoolingKWh,
      co2Kg,
    ]
      .map((v) => (typeof v === 'string' ? v : n(v)))
      .join(' ');
  return [
    data.weather.label,
    ...data.months.map((m, i) => row(texts.months[i]!, m, data.co2.monthsKg[i]!)),
    row(texts.year, data.year, data.co2.year.totalKg),
    euro(data.costs.totalEur),
    // Issue 25: the frost protection's hours, the preheater's electricity and cost.
    texts.frostHours,
    texts.preheaterCost,
    `${n(data.year.preheaterKWh)} kWh`,
    euro(data.costs.preheaterEur),
    euro(data.maintenance.filtersEurPerYear),
    euro(data.lifeCycleCost.energyPresentValueEur),
    euro(data.lifeCycleCost.maintenancePresentValueEur),
    euro(data.lifeCycleCost.totalEur),
    `${n(data.co2.lifeKg)} kg`,
  ];
}

describe('the annual figures in the data sheet and the JSON export (acceptance 4)', () => {
  it('prints and exports the numbers of the annual answer', async () => {
    const id = await position();
    const answer = await post('/project/item/annual', { id });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = AnnualResponse.parse(answer.json()).data;

    const exported = await post('/project/item/annual/export', { id });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="annual_position-${id}_rev-1.json"`,
    );
    const file = AnnualExport.parse(exported.json());
    expect(file.engineVersion).toBe(ENGINE_VERSION);
    expect(file.annual).toEqual(data);

    for (const language of ['en', 'de'] as const) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/project/items/document/view?id=${id}&revNum=1&lang=${language}`,
        headers: bearer(owner.tokens.token),
      });
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/[ \t]+/g, ' ');
      expect(text).toContain(ENERGY_TEXTS[language].title);
      for (const figure of printed(data, language)) {
        expect(text, `${language}: ${figure}`).toContain(figure);
      }
    }
  });
});
