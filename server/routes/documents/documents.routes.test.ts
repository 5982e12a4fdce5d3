import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import * as WebIfc from 'web-ifc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, ModelLinkResponse } from '../../../contracts/documents';
import { CalculationsResponse, PositionSavedResponse } from '../../../contracts/positions';
import { ProjectCreatedResponse } from '../../../contracts/projects';
import { DATA_SHEET_TEXTS } from '../../documents/data-sheet/texts';
import { RLT_05 } from '../../documents/model/ifc';
import { PROLUX_HOSTS_ONLY } from '../../services/documents.service';
import { administrator, bearer, confirmedUser, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { positionPayload } from '../../test/positions';
import { projectPayload } from '../../test/projects';

let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
let admin: TestAccount;
let id: number;
const dir = mkdtempSync(join(tmpdir(), 'documents-routes-'));

const get = (account: TestAccount, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(account.tokens.token), ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin] = await Promise.all([confirmedUser(t), confirmedUser(t), administrator(t)]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/project/create-project',
    headers: bearer(owner.tokens.token),
    payload: projectPayload(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const projectId = ProjectCreatedResponse.parse(created.json()).data.id;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/project/item/calculate',
    headers: bearer(owner.tokens.token),
    payload: positionPayload(projectId, { name: 'Lüftung Halle 3', coils: 'both' }),
  });
  expect(saved.statusCode, saved.body).toBe(201);
  id = PositionSavedResponse.parse(saved.json()).data.data;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** poppler's text of a PDF answer, runs of spaces folded. */
function pdfText(body: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'])
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');
}

const q = () => `id=${id}&revNum=1`;

describe('data sheet downloads', () => {
  it('download-standard answers the PDF with the position name and revision', async () => {
    const res = await get(owner, `/api/download-standard?${q()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="standard_TechnicalCard.pdf"');
    const text = pdfText(res.rawPayload, 'standard');
    expect(text).toContain('Lüftung Halle 3');
    expect(text).toMatch(new RegExp(`${DATA_SHEET_TEXTS.en.header.revision}\\s+1\\b`));
    expect(text).toContain(DATA_SHEET_TEXTS.en.sections.general);
  });

  it('download-prolux answers 404 off PROLUX hosts and the PROLUX card on them', async () => {
    const refused = await get(owner, `/api/download-prolux?${q()}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ status: 404, message: PROLUX_HOSTS_ONLY });

    const res = await get(owner, `/api/download-prolux?${q()}`, { 'x-brand': 'prolux' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="prolux_TechnicalCard.pdf"');
    expect(pdfText(res.rawPayload, 'prolux')).toContain('PROLUX');
  });

  it('view answers the data sheet inline', async () => {
    const res = await get(owner, `/api/project/items/document/view?${q()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+_TechnicalCard\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lang=de writes the documents in German', async () => {
    const res = await get(owner, `/api/download-standard?${q()}&lang=de`);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload, 'de');
    expect(text).toContain(DATA_SHEET_TEXTS.de.title);
    expect(text).toContain(DATA_SHEET_TEXTS.de.sections.general);
  });
});

describe('single documents, the zip and the model', () => {
  const TYPES = {
    dataSheet: 'application/pdf',
    drawingPdf: 'application/pdf',
    drawingDxf: 'application/dxf',
    controlScheme: 'application/pdf',
    specification: 'text/plain; charset=utf-8',
    specificationPdf: 'application/pdf',
    ifc: 'application/x-step',
  } as const;

  for (const kind of DOCUMENT_KINDS) {
    it(`answers ${kind} with its content type as an attachment`, async () => {
      const res = await get(owner, `/api/project/items/document/file?${q()}&kind=${kind}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(TYPES[kind]);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Luftung_Halle_3_rev1_.+"$/);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    });
  }

  it('zips the documents and the IFC model', async () => {
    const res = await get(owner, `/api/project/items/document/zip?${q()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Luftung_Halle_3_rev1_documents.zip"',
    );
    expect(Object.keys(unzipSync(new Uint8Array(res.rawPayload))).sort()).toEqual([
      'Luftung_Halle_3_rev1_ControlScheme.pdf',
      'Luftung_Halle_3_rev1_Drawing.dxf',
      'Luftung_Halle_3_rev1_Drawing.pdf',
      'Luftung_Halle_3_rev1_Model.ifc',
      'Luftung_Halle_3_rev1_Specification_en.pdf',
      'Luftung_Halle_3_rev1_Specification_en.txt',
      'Luftung_Halle_3_rev1_standard_TechnicalCard.pdf',
    ]);
  });

  it('links the model, whose link answers binary glTF', async () => {
    const res = await get(owner, `/api/project/items/document/model?${q()}`);
    expect(res.statusCode, res.body).toBe(200);
    const link = ModelLinkResponse.parse(res.json()).data.data;
    expect(link).toBe(`/api/project/items/document/model.glb?${q()}`);
    const glb = await get(owner, link);
    expect(glb.statusCode, glb.body).toBe(200);
    expect(glb.headers['content-type']).toBe('model/gltf-binary');
    expect(glb.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
  });
});

describe('the IFC model (issue 30)', () => {
  const ifcApi = new WebIfc.IfcAPI();
  beforeAll(async () => {
    await ifcApi.Init();
  });
  const value = (attribute: unknown) => (attribute as { value: unknown } | null)?.value;

  /** The parsed file's one unit, its nested ports' names and its RLT 05 set's values. */
  async function read(body: Buffer) {
    const model = ifcApi.OpenModel(new Uint8Array(body));
    const units = ifcApi.GetLineIDsWithType(model, WebIfc.IFCUNITARYEQUIPMENT);
    expect(units.size()).toBe(1);
    const unitId = units.get(0);
    const unit = ifcApi.GetLine(model, unitId) as Record<string, unknown>;
    const nests = ifcApi.GetLineIDsWithType(model, WebIfc.IFCRELNESTS);
    const ports: string[] = [];
    for (let i = 0; i < nests.size(); i++) {
      const nest = ifcApi.GetLine(model, nests.get(i)) as {
        RelatingObject: { value: number };
        RelatedObjects: { value: number }[];
      };
      if (nest.RelatingObject.value === unitId) {
        ports.push(
          ...nest.RelatedObjects.map((r) =>
            String(value((ifcApi.GetLine(model, r.value) as { Name: unknown }).Name)),
          ),
        );
      }
    }
    const sets = (await ifcApi.properties.getPropertySets(model, unitId, true)) as {
      Name: unknown;
      HasProperties: { Name: unknown; NominalValue: unknown }[];
    }[];
    const rlt = sets.find((set) => value(set.Name) === RLT_05);
    const figures = Object.fromEntries(
      (rlt?.HasProperties ?? []).map((p) => [value(p.Name), value(p.NominalValue)]),
    );
    ifcApi.CloseModel(model);
    return { name: value(unit.Name), type: value(unit.PredefinedType), ports, figures };
  }

  it("answers the revision's IFC file, which web-ifc reads: the unit, its ports and the revision's figures", async () => {
    const res = await get(owner, `/api/project/items/document/file?${q()}&kind=ifc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-step');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Luftung_Halle_3_rev1_Model.ifc"');
    const calculations = await get(owner, `/api/project/items/calculations?${q()}`);
    const ds = CalculationsResponse.parse(calculations.json()).data.dataSheet;

    const ifc = await read(res.rawPayload);
    expect(ifc).toMatchObject({ name: 'Lüftung Halle 3', type: 'AIRHANDLER' });
    expect(ifc.ports).toEqual(['ODA outdoor air', 'SUP supply air', 'ETA extract air', 'EHA exhaust air']);
    const f = ifc.figures as Record<string, number>;
    expect((f.SupplyAirFlowRate ?? 0) * 3600).toBeCloseTo(ds.supplyFanCalculation.airVolumeFlow, 9);
    expect((f.ExtractAirFlowRate ?? 0) * 3600).toBeCloseTo(ds.exhaustFanCalculation.airVolumeFlow, 9);
    expect(f.SupplyExternalPressure).toBeCloseTo(ds.supplyFanCalculation.externalPressDrop, 9);
    expect(f.SupplyFanTotalPressure).toBeCloseTo(ds.supplyFanCalculation.totalPressDrop, 9);
    expect((f.ThermalEfficiencyErP ?? 0) * 100).toBeCloseTo(ds.ecodesign.thermalEfficiency, 9);
    expect(f.SFP).toBeCloseTo(ds.ecodesign.sfpUnit, 9);
    expect(f.Weight).toBe(ds.generalProductSpec.weight);
    expect((f.Length ?? 0) * 1000).toBeCloseTo(ds.generalProductSpec.length, 9);
  });

  it("answers 404 to another user and the admin variant's file to an administrator", async () => {
    expect((await get(other, `/api/project/items/document/file?${q()}&kind=ifc`)).statusCode).toBe(404);
    expect((await get(owner, `/api/project/items/document/fileByAdmin?${q()}&kind=ifc`)).statusCode).toBe(
      403,
    );
    const res = await get(admin, `/api/project/items/document/fileByAdmin?${q()}&kind=ifc`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(res.rawPayload)).name).toBe('Lüftung Halle 3');
  });
});

const CALLS = [
  'download-standard',
  'project/items/document/view',
  'project/items/document/zip',
  'project/items/document/model',
  'project/items/document/model.glb',
];
const fileCall = (suffix = '') => `project/items/document/file${suffix}?${q()}&kind=drawingDxf`;

describe('access', () => {
  it("answers 404 to another user on every document call, and for a revision that doesn't exist", async () => {
    const urls = [...CALLS.map((call) => `${call}?${q()}`), fileCall()];
    for (const url of urls) {
      expect((await get(other, `/api/${url}`)).statusCode, url).toBe(404);
    }
    expect((await get(owner, `/api/download-standard?id=${id}&revNum=9`)).statusCode).toBe(404);
  });

  it('answers the ByAdmin variants 403 to a user and 200 to an administrator, for any owner', async () => {
    const adminCalls = [
      ...CALLS.map((call) => call.replace(/(\.glb)?$/, 'ByAdmin$1')).map((call) => `${call}?${q()}`),
      fileCall('ByAdmin'),
    ];
    for (const url of adminCalls) {
      expect((await get(owner, `/api/${url}`)).statusCode, url).toBe(403);
      const res = await get(admin, `/api/${url}`);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const link = await get(admin, `/api/project/items/document/modelByAdmin?${q()}`);
    expect(ModelLinkResponse.parse(link.json()).data.data).toBe(
      `/api/project/items/document/modelByAdmin.glb?${q()}`,
    );
  });

  it('answers 400 naming the field for an unknown kind or revision 0', async () => {
    const kind = await get(owner, `/api/project/items/document/file?${q()}&kind=photo`);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain('kind');
    const revNum = await get(owner, `/api/download-standard?id=${id}&revNum=0`);
    expect(revNum.statusCode).toBe(400);
    expect(revNum.json().message).toContain('revNum');
  });
});
