import * as WebIfc from 'web-ifc';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentContext } from '../context';
import { documentFixture, NOVI_SAD_POSITION } from '../fixture';
import { RLT_05, unitModelIfc } from './ifc';

/**
 * Issue 30, acceptance 3: the IFC of three different positions, read back with a real IFC parser (web-ifc's
 * OpenModel and its properties helper): the unit, its parts, its ports and its box, and the property values equal to
 * the revision's figures (the data sheet record, in the card's units: converted here, not taken from ifc.ts).
 */

const api = new WebIfc.IfcAPI();
beforeAll(async () => {
  await api.Init();
});

/** A line's attribute as web-ifc reads it: an entity's expressID, a typed value's value, or a reference's value. */
interface Ref {
  value: number;
}
interface Typed {
  value: unknown;
}
type Line = Record<string, unknown> & { expressID: number; type: number };

interface Model {
  id: number;
  line: (id: number) => Line;
  ofType: (type: number) => Line[];
  /** The entity's property sets as { set: { property: value } }. */
  psets: (id: number) => Promise<Record<string, Record<string, unknown>>>;
}

const value = (attribute: unknown) => (attribute as Typed | null)?.value;
const textOf = (attribute: unknown) => (value(attribute) as string | undefined) ?? '';
const ref = (attribute: unknown) => (attribute as Ref).value;

function open(bytes: Uint8Array): Model {
  const id = api.OpenModel(bytes);
  const line = (expressId: number) => api.GetLine(id, expressId) as Line;
  return {
    id,
    line,
    ofType: (type) => {
      const ids = api.GetLineIDsWithType(id, type);
      return Array.from({ length: ids.size() }, (_, i) => line(ids.get(i)));
    },
    psets: async (expressId) => {
      const sets = (await api.properties.getPropertySets(id, expressId, true)) as Line[];
      return Object.fromEntries(
        sets.map((set) => [
          value(set.Name),
          Object.fromEntries(
            (set.HasProperties as Line[]).map((p) => [
              value(p.Name),
              p.NominalValue === undefined
                ? (p.EnumerationValues as Typed[]).map((v) => v.value)
                : value(p.NominalValue),
            ]),
          ),
        ]),
      );
    },
  };
}

/** The objects a relation of `type` hangs on `relating` (RelatingObject). */
function related(model: Model, type: number, relating: number): Line[] {
  return model
    .ofType(type)
    .filter((rel) => ref(rel.RelatingObject) === relating)
    .flatMap((rel) => (rel.RelatedObjects as Ref[]).map((r) => model.line(r.value)));
}

const CASES: { name: string; ctx: DocumentContext; recovery: string; coils: string[] }[] = [
  {
    name: 'R 05 rotary wheel with heater and cooler',
    ctx: documentFixture(),
    recovery: 'ROTARYWHEEL',
    coils: ['WATERHEATINGCOIL', 'WATERCOOLINGCOIL'],
  },
  {
    name: 'P 12 counterflow plate with heater, cooler and the electric frost preheater',
    ctx: documentFixture({ position: NOVI_SAD_POSITION }),
    recovery: 'FIXEDPLATECOUNTERFLOWEXCHANGER',
    coils: ['WATERHEATINGCOIL', 'WATERCOOLINGCOIL', 'ELECTRICHEATINGCOIL'],
  },
  {
    name: 'EV 05 membrane plate with a heater and the electric frost preheater',
    ctx: documentFixture({
      position: {
        heatRecovery: 'Plate heat exchanger',
        heatRecoveryPlateType: 'Enthalpy',
        unitTypeId: 12,
        coils: 'heater',
      },
    }),
    recovery: 'FIXEDPLATECOUNTERFLOWEXCHANGER',
    coils: ['WATERHEATINGCOIL', 'ELECTRICHEATINGCOIL'],
  },
];

describe.each(CASES)('the IFC of $name (issue 30)', ({ ctx, recovery, coils }) => {
  let model: Model;
  let unit: Line;
  const ds = ctx.dataSheet;
  const { lengthMm, externalWidthMm, externalHeightMm } = ctx.selection.unit.dimensions;

  beforeAll(async () => {
    model = open(await unitModelIfc(ctx));
    const units = model.ofType(WebIfc.IFCUNITARYEQUIPMENT);
    expect(units).toHaveLength(1);
    unit = units[0] as Line;
  });

  it('is IFC4 with SI units: metre, kilogram, pascal, watt, m3/s', () => {
    expect(api.GetModelSchema(model.id)).toBe('IFC4');
    const [assignment] = model.ofType(WebIfc.IFCUNITASSIGNMENT);
    const units = (assignment?.Units as Ref[]).map((u) => model.line(u.value));
    const si = units
      .filter((u) => u.type === WebIfc.IFCSIUNIT)
      .map((u) => `${textOf(u.UnitType)} ${textOf(u.Prefix)}${textOf(u.Name)}`);
    expect(si).toEqual(
      expect.arrayContaining([
        'LENGTHUNIT METRE',
        'MASSUNIT KILOGRAM',
        'PRESSUREUNIT PASCAL',
        'POWERUNIT WATT',
        'THERMODYNAMICTEMPERATUREUNIT DEGREE_CELSIUS',
      ]),
    );
    const flow = units.find((u) => value(u.UnitType) === 'VOLUMETRICFLOWRATEUNIT');
    const elements = (flow?.Elements as Ref[]).map((e) => model.line(e.value));
    expect(
      elements
        .map((e) => `${String(value(model.line(ref(e.Unit)).Name))}^${String(value(e.Exponent))}`)
        .sort(),
    ).toEqual(['CUBIC_METRE^1', 'SECOND^-1']);
  });

  it('has one air handler in the storey of the project, named after the position', () => {
    expect(value(unit.PredefinedType)).toBe('AIRHANDLER');
    expect(value(unit.Name)).toBe(ctx.position.name);
    const [contained] = model.ofType(WebIfc.IFCRELCONTAINEDINSPATIALSTRUCTURE);
    expect((contained?.RelatedElements as Ref[]).map((r) => r.value)).toEqual([unit.expressID]);
    const [storey] = model.ofType(WebIfc.IFCBUILDINGSTOREY);
    expect(ref(contained?.RelatingStructure)).toBe(storey?.expressID);
    const [project] = model.ofType(WebIfc.IFCPROJECT);
    expect(value(project?.Name)).toBe(ctx.project.name);
  });

  it('aggregates the heat recovery, the coils, two fans and two filters', () => {
    const parts = related(model, WebIfc.IFCRELAGGREGATES, unit.expressID);
    const ofType = (type: number) => parts.filter((p) => p.type === type);
    expect(ofType(WebIfc.IFCAIRTOAIRHEATRECOVERY).map((p) => value(p.PredefinedType))).toEqual([recovery]);
    expect(ofType(WebIfc.IFCCOIL).map((p) => value(p.PredefinedType))).toEqual(expect.arrayContaining(coils));
    expect(ofType(WebIfc.IFCCOIL)).toHaveLength(coils.length);
    expect(coils.includes('ELECTRICHEATINGCOIL')).toBe(ds.frostPreheater !== null);
    expect(ofType(WebIfc.IFCFAN).map((p) => value(p.Name))).toEqual(['Supply air fan', 'Extract air fan']);
    expect(ofType(WebIfc.IFCFILTER).map((p) => value(p.PredefinedType))).toEqual([
      'AIRPARTICLEFILTER',
      'AIRPARTICLEFILTER',
    ]);
    expect(parts).toHaveLength(1 + coils.length + 4);
  });

  it('nests the four air ports on the unit and a water flow and return on each water coil', () => {
    const airPorts = related(model, WebIfc.IFCRELNESTS, unit.expressID);
    expect(
      airPorts.map((p) => [
        value(p.Name),
        value(p.FlowDirection),
        value(p.PredefinedType),
        value(p.SystemType),
      ]),
    ).toEqual([
      ['ODA outdoor air', 'SINK', 'DUCT', 'VENTILATION'],
      ['SUP supply air', 'SOURCE', 'DUCT', 'VENTILATION'],
      ['ETA extract air', 'SINK', 'DUCT', 'EXHAUST'],
      ['EHA exhaust air', 'SOURCE', 'DUCT', 'EXHAUST'],
    ]);
    const waterCoils = model
      .ofType(WebIfc.IFCCOIL)
      .filter((c) => value(c.PredefinedType) !== 'ELECTRICHEATINGCOIL');
    expect(waterCoils).toHaveLength(coils.filter((c) => c.startsWith('WATER')).length);
    for (const coil of waterCoils) {
      const ports = related(model, WebIfc.IFCRELNESTS, coil.expressID);
      expect(ports.map((p) => [value(p.FlowDirection), value(p.PredefinedType)])).toEqual([
        ['SINK', 'PIPE'],
        ['SOURCE', 'PIPE'],
      ]);
    }
    expect(model.ofType(WebIfc.IFCDISTRIBUTIONPORT)).toHaveLength(4 + 2 * waterCoils.length);
  });

  it('puts the air ports at the end panels, pointing out of the casing', () => {
    for (const port of related(model, WebIfc.IFCRELNESTS, unit.expressID)) {
      const placement = model.line(ref(model.line(ref(port.ObjectPlacement)).RelativePlacement));
      const [x] = (model.line(ref(placement.Location)).Coordinates as Typed[]).map((c) => c.value as number);
      const [dx] = (model.line(ref(placement.Axis)).DirectionRatios as Typed[]).map((c) => c.value as number);
      expect([0, lengthMm / 1000]).toContain(x);
      expect(dx).toBe(x === 0 ? -1 : 1);
    }
  });

  it("has the casing's box of the catalogue's length, width and height as its body", () => {
    const [solid] = model.ofType(WebIfc.IFCEXTRUDEDAREASOLID);
    const profile = model.line(ref(solid?.SweptArea));
    expect([value(profile.XDim), value(profile.YDim), value(solid?.Depth)]).toEqual([
      lengthMm / 1000,
      externalWidthMm / 1000,
      externalHeightMm / 1000,
    ]);
    // web-ifc's own triangulation of the unit: its bounds (web-ifc turns IFC's Z up into Y up).
    const mesh = api.GetFlatMesh(model.id, unit.expressID);
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let g = 0; g < mesh.geometries.size(); g++) {
      const placed = mesh.geometries.get(g);
      const geometry = api.GetGeometry(model.id, placed.geometryExpressID);
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const t = placed.flatTransformation;
      // Position and normal per vertex; the column-major 4 x 4 transformation places them.
      for (let i = 0; i < vertices.length; i += 6) {
        const [x, y, z] = [vertices[i] ?? 0, vertices[i + 1] ?? 0, vertices[i + 2] ?? 0];
        [0, 1, 2].forEach((k) => {
          const world = (t[k] ?? 0) * x + (t[4 + k] ?? 0) * y + (t[8 + k] ?? 0) * z + (t[12 + k] ?? 0);
          min[k] = Math.min(min[k] ?? 0, world);
          max[k] = Math.max(max[k] ?? 0, world);
        });
      }
    }
    const size = [0, 1, 2].map((k) => (max[k] ?? 0) - (min[k] ?? 0));
    expect(size[0]).toBeCloseTo(lengthMm / 1000, 6);
    expect(size[1]).toBeCloseTo(externalHeightMm / 1000, 6);
    expect(size[2]).toBeCloseTo(externalWidthMm / 1000, 6);
  });

  it("gives the unit the revision's figures: airflows, pressures, efficiencies, SFP, power, sound, weight, size", async () => {
    const sets = await model.psets(unit.expressID);
    expect(sets.Pset_UnitaryEquipmentTypeCommon).toEqual({
      Reference: ds.generalProductSpec.model,
      Status: ['NEW'],
    });
    const rlt = sets[RLT_05] ?? {};
    const sup = ds.supplyFanCalculation;
    const eta = ds.exhaustFanCalculation;
    // Each figure as the data sheet has it (m3/h, kW, %, mm), converted from the file's SI value.
    const figures: [string, number, number][] = [
      ['SupplyAirFlowRate', 3600, sup.airVolumeFlow],
      ['ExtractAirFlowRate', 3600, eta.airVolumeFlow],
      ['SupplyExternalPressure', 1, sup.externalPressDrop],
      ['ExtractExternalPressure', 1, eta.externalPressDrop],
      ['SupplyFanTotalPressure', 1, sup.totalPressDrop],
      ['ExtractFanTotalPressure', 1, eta.totalPressDrop],
      ['TemperatureEfficiencyWinter', 100, ds.winterRecCalculation.temperatureEfficiency ?? NaN],
      ['ThermalEfficiencyErP', 100, ds.ecodesign.thermalEfficiency],
      ['SupplyFanElectricPower', 1 / 1000, sup.absorbedPower],
      ['ExtractFanElectricPower', 1 / 1000, eta.absorbedPower],
      ['SFP', 1, ds.ecodesign.sfpUnit],
      ['SFPint', 1, ds.ecodesign.sfpInt],
      ['SFPintLimit', 1, ds.ecodesign.sfpIntLimit],
      ['SoundPowerSupplyAirOutlet', 1, ds.noiseLevels.supplyOutlet.totalA],
      ['SoundPowerCasingRadiated', 1, ds.noiseLevels.casingRadiated.totalA],
      ['Weight', 1, ds.generalProductSpec.weight],
      ['Length', 1000, ds.generalProductSpec.length],
      ['Width', 1000, ds.generalProductSpec.width],
      ['Height', 1000, ds.generalProductSpec.height],
    ];
    for (const [name, factor, figure] of figures) {
      expect((rlt[name] as number) * factor, name).toBeCloseTo(figure, 9);
    }
    expect(rlt.SFPClass).toBe(ds.ecodesign.sfpUnitClass);
    expect(rlt.EcodesignCompliant).toBe(ds.ecodesign.compliant);
    expect(rlt.EcodesignRegulation).toBe(ds.ecodesign.regulation);
  });

  it("gives the parts the revision's figures in buildingSMART's property sets", async () => {
    const parts = related(model, WebIfc.IFCRELAGGREGATES, unit.expressID);
    const [supplyFan, extractFan] = parts.filter((p) => p.type === WebIfc.IFCFAN);
    const supplyFanSet = (await model.psets(supplyFan?.expressID ?? 0)).Pset_FanTypeCommon ?? {};
    expect((supplyFanSet.NominalAirFlowRate as number) * 3600).toBeCloseTo(
      ds.supplyFanCalculation.airVolumeFlow,
      9,
    );
    expect(supplyFanSet.NominalTotalPressure).toBeCloseTo(ds.supplyFanCalculation.totalPressDrop, 9);
    expect((supplyFanSet.NominalPowerRate as number) / 1000).toBeCloseTo(
      ds.supplyFanCalculation.absorbedPower,
      9,
    );
    const extractFanSet = (await model.psets(extractFan?.expressID ?? 0)).Pset_FanTypeCommon ?? {};
    expect((extractFanSet.NominalAirFlowRate as number) * 3600).toBeCloseTo(
      ds.exhaustFanCalculation.airVolumeFlow,
      9,
    );

    const [supplyFilter] = parts.filter((p) => p.type === WebIfc.IFCFILTER);
    const filterSet = (await model.psets(supplyFilter?.expressID ?? 0)).Pset_FilterTypeCommon ?? {};
    expect(filterSet.InitialResistance).toBeCloseTo(ds.supplyFilterCalculation.initPressureDrop, 9);
    expect(filterSet.FinalResistance).toBeCloseTo(ds.supplyFilterCalculation.recFinalPressDrop, 9);

    const heater = parts.find((p) => value(p.PredefinedType) === 'WATERHEATINGCOIL');
    const heaterSets = await model.psets(heater?.expressID ?? 0);
    expect((heaterSets.Pset_CoilTypeCommon?.NominalSensibleCapacity as number) / 1000).toBeCloseTo(
      ds.heating?.sensibleCapacity ?? NaN,
      9,
    );
    const coil = heaterSets[`${RLT_05}_Coil`] ?? {};
    expect((coil.Capacity as number) / 1000).toBeCloseTo(ds.heating?.capacity ?? NaN, 9);
    expect((coil.FluidFlowRate as number) * 3600).toBeCloseTo(ds.heating?.fluidFlow ?? NaN, 9);
    expect(coil.FluidTemperatureIn).toBeCloseTo(ds.heating?.mediumTemperatureIn ?? NaN, 9);

    const [recoverySet] = [
      (await model.psets(parts.find((p) => p.type === WebIfc.IFCAIRTOAIRHEATRECOVERY)?.expressID ?? 0))
        .Pset_AirToAirHeatRecoveryTypeCommon,
    ];
    // A plate moves no water; a wheel and a membrane do.
    expect(recoverySet?.HeatTransferTypeEnum).toEqual([
      ctx.selection.unit.family === 'Plate' ? 'SENSIBLE' : 'LATENT',
    ]);
  });
});

describe('the IFC file (issue 30)', () => {
  it('is the same for the same context, and names the unit alike in every revision of the position', async () => {
    const ctx = documentFixture();
    const [a, b, next] = await Promise.all([
      unitModelIfc(ctx),
      unitModelIfc(documentFixture()),
      unitModelIfc({ ...ctx, position: { ...ctx.position, revisionNumber: 3 } }),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const guidOf = (bytes: Uint8Array) => {
      const model = open(bytes);
      return value(model.ofType(WebIfc.IFCUNITARYEQUIPMENT)[0]?.GlobalId);
    };
    expect(guidOf(next)).toBe(guidOf(a));
    expect(guidOf(a)).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/);
    const other = await unitModelIfc({ ...ctx, position: { ...ctx.position, id: 8 } });
    expect(guidOf(other)).not.toBe(guidOf(a));
  });
});
