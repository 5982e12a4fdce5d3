import { createHash } from 'node:crypto';
import type * as WebIfc from 'web-ifc';
import type { IFC4 as Ifc4, IfcAPI, IfcLineObject } from 'web-ifc';
import type { CoilSection } from '../../../contracts/calc';
import type { DocumentContext } from '../context';
import { unitLayout, type ConnectionCode, type LayoutComponent } from '../drawing/layout';

/**
 * The selected unit as an IFC4 file (issue 30), beside the glTF for BIM: written in IFC4 ADD2 TC1
 * (ISO 16739-1:2018) with web-ifc's typed entity classes, so every entity's attributes follow the schema's order and
 * types, as a STEP physical file (ISO 10303-21), Reference View.
 *
 * What it holds:
 * - IfcProject with SI units (metre, square and cubic metre, kilogram, second, pascal, watt, degree Celsius, hertz,
 *   m3/s, m/s; IfcUnitAssignment) and the spatial structure site / building / storey the unit stands in (placeholders
 *   named after the project: the user's BIM model has its own, the unit is placed at its origin).
 * - One IfcUnitaryEquipment (AIRHANDLER) whose body is the casing: an IfcExtrudedAreaSolid of the catalogue's outer
 *   length x width, extruded by its height (the dimensions the drawing and the glTF use, drawing/layout.ts).
 * - Its parts by IfcRelAggregates: the heat recovery (IfcAirToAirHeatRecovery), the heater and cooler coils
 *   (IfcCoil) and the electric frost preheater when the unit has them, the supply and extract fans (IfcFan), the
 *   supply and extract filters (IfcFilter); each placed at its section's corner of the layout, without a body of its
 *   own (the casing's box is the unit's one solid).
 * - IfcDistributionPort by IfcRelNests: the four air connections on the unit (ODA in, SUP out, ETA in, EHA out, DUCT)
 *   at the spigots' centres, and the water flow and return of each water coil on the coil (PIPE).
 * - Property sets: buildingSMART's Pset_UnitaryEquipmentTypeCommon, Pset_AirToAirHeatRecoveryTypeCommon,
 *   Pset_CoilTypeCommon, Pset_CoilTypeHydronic, Pset_FanTypeCommon, Pset_FilterTypeCommon,
 *   Pset_DistributionPortTypeDuct / ...Pipe and Pset_ManufacturerTypeInformation (IFC4 ADD2 TC1 property set
 *   definitions) where the values exist, and the set RLT_05_AHU with the figures the AHU manufacturers' association
 *   guideline RLT 05 asks of a unit's data (RLT_05 below).
 *
 * Every value is the revision's figure from the data sheet record (the numbers the data sheet PDF prints), taken once
 * per quantity (figuresOf) and only converted to SI (m3/h to m3/s, kW to W, % to a ratio, mm to m).
 *
 * Axes (IFC's Z up): X along the length from the left end seen from the service side, Y across the width from the
 * service side towards the back, Z up from the floor; the origin is the service side's lower left corner. The
 * layout's (x, y up, z from the back) is (X = x, Y = width - z, Z = y).
 *
 * GlobalIds are derived from the position and the entity's role, not drawn at random: every revision of a position
 * and every download of it name the same unit alike, so a BIM tool updates the unit instead of adding a second one.
 * The header's time stamp is the context's generatedAt, so the same context gives the same bytes.
 */
export async function unitModelIfc(ctx: DocumentContext): Promise<Uint8Array> {
  const { api, W } = await webIfc();
  const { IFC4 } = W;
  /** An enumeration value, its name checked against web-ifc's class of the enumeration (whose members are untyped). */
  const en = <K extends string>(_enumeration: Record<K, unknown>, name: K) => ({ type: W.ENUM, value: name });
  const modelId = api.OpenModel(new TextEncoder().encode(stepHeader(ctx, api)));
  try {
    const write = <T extends IfcLineObject>(line: T): T => {
      api.WriteLine(modelId, line);
      return line;
    };
    const guid = (role: string) => new IFC4.IfcGloballyUniqueId(globalId(ctx, role));
    const label = (text: string) => new IFC4.IfcLabel(text);
    const text = (value: string) => new IFC4.IfcText(value);
    const length = (m: number) => new IFC4.IfcLengthMeasure(m);
    const point = (x: number, y: number, z: number) =>
      write(new IFC4.IfcCartesianPoint([length(x), length(y), length(z)]));
    const direction = (...ratios: number[]) =>
      write(new IFC4.IfcDirection(ratios.map((r) => new IFC4.IfcReal(r))));
    const axes = (
      at: [number, number, number],
      zAxis?: [number, number, number],
      xAxis?: [number, number, number],
    ) =>
      write(
        new IFC4.IfcAxis2Placement3D(
          point(...at),
          zAxis ? direction(...zAxis) : null,
          xAxis ? direction(...xAxis) : null,
        ),
      );
    const placement = (
      relativeTo: Ifc4.IfcLocalPlacement | null,
      at: [number, number, number],
      zAxis?: [number, number, number],
      xAxis?: [number, number, number],
    ) => write(new IFC4.IfcLocalPlacement(relativeTo, axes(at, zAxis, xAxis)));

    // Units (IFC4 IfcUnitAssignment): the SI base and derived units the values below are in.
    const si = (type: Ifc4.IfcUnitEnum, name: Ifc4.IfcSIUnitName, prefix: Ifc4.IfcSIPrefix | null = null) =>
      write(new IFC4.IfcSIUnit(type, prefix, name));
    const metre = si(en(IFC4.IfcUnitEnum, 'LENGTHUNIT'), en(IFC4.IfcSIUnitName, 'METRE'));
    const second = si(en(IFC4.IfcUnitEnum, 'TIMEUNIT'), en(IFC4.IfcSIUnitName, 'SECOND'));
    const cubicMetre = si(en(IFC4.IfcUnitEnum, 'VOLUMEUNIT'), en(IFC4.IfcSIUnitName, 'CUBIC_METRE'));
    const watt = si(en(IFC4.IfcUnitEnum, 'POWERUNIT'), en(IFC4.IfcSIUnitName, 'WATT'));
    const derived = (
      type: Ifc4.IfcDerivedUnitEnum,
      elements: [Ifc4.IfcSIUnit, number][],
      userDefined?: string,
    ) =>
      write(
        new IFC4.IfcDerivedUnit(
          elements.map(([unit, exponent]) =>
            write(new IFC4.IfcDerivedUnitElement(unit, new W.NumberHandle(exponent, W.INTEGER))),
          ),
          type,
          userDefined ? label(userDefined) : null,
        ),
      );
    const units = [
      metre,
      si(en(IFC4.IfcUnitEnum, 'AREAUNIT'), en(IFC4.IfcSIUnitName, 'SQUARE_METRE')),
      cubicMetre,
      si(en(IFC4.IfcUnitEnum, 'MASSUNIT'), en(IFC4.IfcSIUnitName, 'GRAM'), en(IFC4.IfcSIPrefix, 'KILO')),
      second,
      si(en(IFC4.IfcUnitEnum, 'PRESSUREUNIT'), en(IFC4.IfcSIUnitName, 'PASCAL')),
      watt,
      si(en(IFC4.IfcUnitEnum, 'THERMODYNAMICTEMPERATUREUNIT'), en(IFC4.IfcSIUnitName, 'DEGREE_CELSIUS')),
      si(en(IFC4.IfcUnitEnum, 'FREQUENCYUNIT'), en(IFC4.IfcSIUnitName, 'HERTZ')),
      si(en(IFC4.IfcUnitEnum, 'ELECTRICCURRENTUNIT'), en(IFC4.IfcSIUnitName, 'AMPERE')),
      si(en(IFC4.IfcUnitEnum, 'PLANEANGLEUNIT'), en(IFC4.IfcSIUnitName, 'RADIAN')),
      derived(en(IFC4.IfcDerivedUnitEnum, 'VOLUMETRICFLOWRATEUNIT'), [
        [cubicMetre, 1],
        [second, -1],
      ]),
      derived(en(IFC4.IfcDerivedUnitEnum, 'LINEARVELOCITYUNIT'), [
        [metre, 1],
        [second, -1],
      ]),
    ];
    // SFP has no IFC measure: a real in W/(m3/s), its unit given with each value.
    const sfpUnit = derived(
      en(IFC4.IfcDerivedUnitEnum, 'USERDEFINED'),
      [
        [watt, 1],
        [cubicMetre, -1],
        [second, 1],
      ],
      'W/(m3/s)',
    );

    const world = axes([0, 0, 0]);
    const context = write(
      new IFC4.IfcGeometricRepresentationContext(
        label('Model'),
        label('Model'),
        new IFC4.IfcDimensionCount(3),
        new IFC4.IfcReal(1e-5),
        world,
        null,
      ),
    );
    const body = write(
      new IFC4.IfcGeometricRepresentationSubContext(
        label('Body'),
        label('Model'),
        context,
        null,
        en(IFC4.IfcGeometricProjectionEnum, 'MODEL_VIEW'),
        null,
      ),
    );
    const project = write(
      new IFC4.IfcProject(
        guid('project'),
        null,
        label(ctx.project.name),
        ctx.project.number ? text(ctx.project.number) : null,
        null,
        null,
        null,
        [context],
        write(new IFC4.IfcUnitAssignment(units)),
      ),
    );

    const sitePlacement = placement(null, [0, 0, 0]);
    const site = write(
      new IFC4.IfcSite(
        guid('site'),
        null,
        label(ctx.project.city || ctx.project.name),
        ctx.project.address ? text(ctx.project.address) : null,
        null,
        sitePlacement,
        null,
        null,
        en(IFC4.IfcElementCompositionEnum, 'ELEMENT'),
        null,
        null,
        length(ctx.project.elevation),
        null,
        null,
      ),
    );
    const buildingPlacement = placement(sitePlacement, [0, 0, 0]);
    const building = write(
      new IFC4.IfcBuilding(
        guid('building'),
        null,
        label(ctx.project.name),
        null,
        null,
        buildingPlacement,
        null,
        null,
        en(IFC4.IfcElementCompositionEnum, 'ELEMENT'),
        null,
        null,
        null,
      ),
    );
    const storeyPlacement = placement(buildingPlacement, [0, 0, 0]);
    const storey = write(
      new IFC4.IfcBuildingStorey(
        guid('storey'),
        null,
        label('Level 0'),
        null,
        null,
        storeyPlacement,
        null,
        null,
        en(IFC4.IfcElementCompositionEnum, 'ELEMENT'),
        length(0),
      ),
    );
    const aggregate = (role: string, whole: Ifc4.IfcObjectDefinition, parts: Ifc4.IfcObjectDefinition[]) =>
      write(new IFC4.IfcRelAggregates(guid(role), null, null, null, whole, parts));
    aggregate('project-site', project, [site]);
    aggregate('site-building', site, [building]);
    aggregate('building-storey', building, [storey]);

    // The unit: the casing's box.
    const layout = unitLayout(ctx.selection);
    const m = (mm: number) => mm / 1000;
    const [L, Wd, H] = [m(layout.lengthMm), m(layout.widthMm), m(layout.heightMm)];
    /** Layout millimetres (x, y up, z from the back) to the unit's IFC metres (see the module comment). */
    const ifcAt = (x: number, y: number, z: number): [number, number, number] => [m(x), Wd - m(z), m(y)];

    const ds = ctx.dataSheet;
    const f = figuresOf(ctx);
    const unitPlacement = placement(storeyPlacement, [0, 0, 0]);
    const profile = write(
      new IFC4.IfcRectangleProfileDef(
        en(IFC4.IfcProfileTypeEnum, 'AREA'),
        label('casing'),
        write(
          new IFC4.IfcAxis2Placement2D(
            write(new IFC4.IfcCartesianPoint([length(L / 2), length(Wd / 2)])),
            null,
          ),
        ),
        new IFC4.IfcPositiveLengthMeasure(L),
        new IFC4.IfcPositiveLengthMeasure(Wd),
      ),
    );
    const solid = write(
      new IFC4.IfcExtrudedAreaSolid(
        profile,
        axes([0, 0, 0]),
        direction(0, 0, 1),
        new IFC4.IfcPositiveLengthMeasure(H),
      ),
    );
    const shape = write(
      new IFC4.IfcProductDefinitionShape(null, null, [
        write(new IFC4.IfcShapeRepresentation(body, label('Body'), label('SweptSolid'), [solid])),
      ]),
    );
    const unit = write(
      new IFC4.IfcUnitaryEquipment(
        guid('unit'),
        null,
        label(ctx.position.name),
        text(`${ds.generalProductSpec.model}, ${ds.recovery.type}`),
        label(ds.generalProductSpec.model),
        unitPlacement,
        shape,
        new IFC4.IfcIdentifier(`${ctx.project.number}-${ctx.position.id}`),
        en(IFC4.IfcUnitaryEquipmentTypeEnum, 'AIRHANDLER'),
      ),
    );
    write(new IFC4.IfcRelContainedInSpatialStructure(guid('storey-unit'), null, null, null, [unit], storey));

    // Parts, each placed at its layout section's lower corner on the service side.
    const component = (kind: LayoutComponent['kind'], path?: LayoutComponent['path']) =>
      layout.components.find((c) => c.kind === kind && (path === undefined || c.path === path));
    const partPlacement = (c: LayoutComponent | undefined) =>
      placement(unitPlacement, c ? ifcAt(c.x0, c.y0, layout.widthMm) : [0, 0, 0]);
    const recovery = write(
      new IFC4.IfcAirToAirHeatRecovery(
        guid('recovery'),
        null,
        label(ds.recovery.type),
        text(`${ds.recovery.model}, ${ds.recovery.material}`),
        null,
        partPlacement(component('recovery')),
        null,
        null,
        en(IFC4.IfcAirToAirHeatRecoveryTypeEnum, RECOVERY_TYPES[ctx.selection.unit.family]),
      ),
    );
    const fan = (role: 'supply' | 'extract') => {
      const section = role === 'supply' ? ds.supplyFanCalculation : ds.exhaustFanCalculation;
      return write(
        new IFC4.IfcFan(
          guid(`fan-${role}`),
          null,
          label(role === 'supply' ? 'Supply air fan' : 'Extract air fan'),
          text(section.type),
          null,
          partPlacement(component(role === 'supply' ? 'supplyFan' : 'exhaustFan')),
          null,
          null,
          // EC plug fans: backward-curved centrifugal wheels (engine/catalogue).
          en(IFC4.IfcFanTypeEnum, 'CENTRIFUGALBACKWARDINCLINEDCURVED'),
        ),
      );
    };
    const filter = (role: 'supply' | 'extract') => {
      const section = role === 'supply' ? ds.supplyFilterCalculation : ds.exhaustFilterCalculation;
      return write(
        new IFC4.IfcFilter(
          guid(`filter-${role}`),
          null,
          label(role === 'supply' ? 'Supply air filter' : 'Extract air filter'),
          text(`${section.type}, ${section.classISO16890} (${section.classEN779})`),
          null,
          partPlacement(component('filter', role === 'supply' ? 'supply' : 'exhaust')),
          null,
          null,
          en(IFC4.IfcFilterTypeEnum, 'AIRPARTICLEFILTER'),
        ),
      );
    };
    const coil = (role: 'heater' | 'cooler', section: CoilSection) =>
      write(
        new IFC4.IfcCoil(
          guid(`coil-${role}`),
          null,
          label(role === 'heater' ? 'Heating coil' : 'Cooling coil'),
          text(`${section.mediumType}, tube rows ${section.rows}, fin pitch ${section.finSpacing} mm`),
          null,
          partPlacement(component(role)),
          null,
          null,
          role === 'heater'
            ? en(IFC4.IfcCoilTypeEnum, 'WATERHEATINGCOIL')
            : en(IFC4.IfcCoilTypeEnum, 'WATERCOOLINGCOIL'),
        ),
      );
    const fans = { supply: fan('supply'), extract: fan('extract') };
    const filters = { supply: filter('supply'), extract: filter('extract') };
    const coils = [
      ...(ds.heating ? [{ role: 'heater' as const, section: ds.heating }] : []),
      ...(ds.cooling ? [{ role: 'cooler' as const, section: ds.cooling }] : []),
    ].map((c) => ({ ...c, element: coil(c.role, c.section) }));
    const preheater = ds.frostPreheater
      ? write(
          new IFC4.IfcCoil(
            guid('coil-frost-preheater'),
            null,
            label('Electric frost preheater'),
            text(`${ds.frostPreheater.steps} x ${ds.frostPreheater.stepPower} kW`),
            null,
            partPlacement(component('preheater')),
            null,
            null,
            en(IFC4.IfcCoilTypeEnum, 'ELECTRICHEATINGCOIL'),
          ),
        )
      : null;
    aggregate('unit-parts', unit, [
      filters.supply,
      ...(preheater ? [preheater] : []),
      recovery,
      ...coils.map((c) => c.element),
      fans.supply,
      fans.extract,
      filters.extract,
    ]);

    // Ports: placed at the connection's centre, their Z axis pointing out of the casing along the connection.
    const port = (
      role: string,
      name: string,
      relativeTo: Ifc4.IfcLocalPlacement,
      at: [number, number, number],
      outward: [number, number, number],
      flow: 'SOURCE' | 'SINK',
      type: 'DUCT' | 'PIPE',
      system: System,
    ) =>
      write(
        new IFC4.IfcDistributionPort(
          guid(`port-${role}`),
          null,
          label(name),
          null,
          null,
          placement(relativeTo, at, outward, outward[2] === 0 ? [0, 0, 1] : [1, 0, 0]),
          null,
          en(IFC4.IfcFlowDirectionEnum, flow),
          en(IFC4.IfcDistributionPortTypeEnum, type),
          en(IFC4.IfcDistributionSystemEnum, system),
        ),
      );
    const airPorts = layout.connections.map((c) => {
      const stream = AIR_STREAMS[c.code];
      const element = port(
        c.code,
        `${c.code} ${stream.name}`,
        unitPlacement,
        ifcAt(c.x, (c.y0 + c.y1) / 2, (c.z0 + c.z1) / 2),
        [c.outward, 0, 0],
        stream.flow,
        'DUCT',
        stream.system,
      );
      return { code: c.code, element };
    });
    write(
      new IFC4.IfcRelNests(
        guid('unit-ports'),
        null,
        null,
        null,
        unit,
        airPorts.map((p) => p.element),
      ),
    );

    // The water connections: the layout places no headers, so they are assumed on the service side (Y = 0) at the
    // coil section's middle, the flow in the lower and the return in the upper quarter of its air path.
    const waterPorts = coils.map((c) => {
      const box = component(c.role);
      const [x0, x1, y0, y1] = box ? [box.x0, box.x1, box.y0, box.y1] : [0, 0, 0, 0];
      const system: System = c.role === 'heater' ? 'HEATING' : 'CHILLEDWATER';
      const coilPlacement = c.element.ObjectPlacement as Ifc4.IfcLocalPlacement;
      // Relative to the coil's placement (its section's lower corner on the service side).
      const at = (yMm: number): [number, number, number] => [m((x1 - x0) / 2), 0, m(yMm - y0)];
      const flowIn = port(
        `${c.role}-water-in`,
        `${c.role === 'heater' ? 'Heating' : 'Cooling'} water flow`,
        coilPlacement,
        at(y0 + (y1 - y0) / 4),
        [0, -1, 0],
        'SINK',
        'PIPE',
        system,
      );
      const flowOut = port(
        `${c.role}-water-out`,
        `${c.role === 'heater' ? 'Heating' : 'Cooling'} water return`,
        coilPlacement,
        at(y1 - (y1 - y0) / 4),
        [0, -1, 0],
        'SOURCE',
        'PIPE',
        system,
      );
      write(new IFC4.IfcRelNests(guid(`${c.role}-ports`), null, null, null, c.element, [flowIn, flowOut]));
      return { ...c, flowIn, flowOut };
    });

    // Property sets.
    interface Property {
      name: string;
      value: Ifc4.IfcValue | null;
      unit?: Ifc4.IfcDerivedUnit;
      description?: string;
    }
    const single = ({ name, value, unit, description }: Property) =>
      write(
        new IFC4.IfcPropertySingleValue(
          new IFC4.IfcIdentifier(name),
          description ? text(description) : null,
          value,
          unit ?? null,
        ),
      );
    const enumerated = (name: string, value: string) =>
      write(new IFC4.IfcPropertyEnumeratedValue(new IFC4.IfcIdentifier(name), null, [label(value)], null));
    const propertySet = (
      role: string,
      name: string,
      objects: Ifc4.IfcObjectDefinition[],
      properties: Ifc4.IfcProperty[],
    ) => {
      const set = write(new IFC4.IfcPropertySet(guid(`pset-${role}`), null, label(name), null, properties));
      write(new IFC4.IfcRelDefinesByProperties(guid(`pset-${role}-rel`), null, null, null, objects, set));
    };
    const flowRate = (v: number) => new IFC4.IfcVolumetricFlowRateMeasure(v);
    const pressure = (v: number) => new IFC4.IfcPressureMeasure(v);
    const power = (v: number) => new IFC4.IfcPowerMeasure(v);
    const ratio = (v: number) => new IFC4.IfcNormalisedRatioMeasure(v);
    const temperature = (v: number) => new IFC4.IfcThermodynamicTemperatureMeasure(v);
    const velocity = (v: number) => new IFC4.IfcLinearVelocityMeasure(v);
    const positiveLength = (v: number) => new IFC4.IfcPositiveLengthMeasure(v);
    const mass = (v: number) => new IFC4.IfcMassMeasure(v);
    const sound = (v: number) => new IFC4.IfcSoundPowerLevelMeasure(v);
    const real = (v: number) => new IFC4.IfcReal(v);
    const bool = (v: boolean) => new IFC4.IfcBoolean(v);
    const status = () => enumerated('Status', 'NEW');

    propertySet(
      'unit-common',
      'Pset_UnitaryEquipmentTypeCommon',
      [unit],
      [single({ name: 'Reference', value: new IFC4.IfcIdentifier(ds.generalProductSpec.model) }), status()],
    );
    propertySet(
      'unit-manufacturer',
      'Pset_ManufacturerTypeInformation',
      [unit],
      [
        single({ name: 'Manufacturer', value: label(ds.catalogue.name) }),
        single({ name: 'ModelLabel', value: label(ds.generalProductSpec.model) }),
        single({ name: 'ModelReference', value: label(ds.generalProductSpec.unit) }),
      ],
    );
    propertySet(
      'unit-rlt05',
      RLT_05,
      [unit],
      [
        single({ name: 'SupplyAirFlowRate', value: flowRate(f.supplyFlow) }),
        single({ name: 'ExtractAirFlowRate', value: flowRate(f.extractFlow) }),
        single({ name: 'SupplyExternalPressure', value: pressure(f.supplyExternalPa) }),
        single({ name: 'ExtractExternalPressure', value: pressure(f.extractExternalPa) }),
        single({ name: 'SupplyInternalPressure', value: pressure(f.supplyInternalPa) }),
        single({ name: 'ExtractInternalPressure', value: pressure(f.extractInternalPa) }),
        single({ name: 'SupplyFanTotalPressure', value: pressure(f.supplyTotalPa) }),
        single({ name: 'ExtractFanTotalPressure', value: pressure(f.extractTotalPa) }),
        single({
          name: 'TemperatureEfficiencyWinter',
          value: f.temperatureEfficiencyWinter === null ? null : ratio(f.temperatureEfficiencyWinter),
          description: 'EN 308 eta_t at the winter design point',
        }),
        single({
          name: 'ThermalEfficiencyErP',
          value: ratio(f.thermalEfficiencyErp),
          description: 'EU 1253/2014 dry balanced thermal efficiency',
        }),
        single({ name: 'SupplyFanElectricPower', value: power(f.supplyFanW) }),
        single({ name: 'ExtractFanElectricPower', value: power(f.extractFanW) }),
        single({ name: 'SFP', value: real(f.sfpUnit), unit: sfpUnit, description: 'EN 16798-3, whole unit' }),
        single({ name: 'SFPClass', value: label(ds.ecodesign.sfpUnitClass) }),
        single({ name: 'SFPint', value: real(f.sfpInt), unit: sfpUnit, description: 'EU 1253/2014' }),
        single({
          name: 'SFPintLimit',
          value: real(f.sfpIntLimit),
          unit: sfpUnit,
          description: 'EU 1253/2014',
        }),
        single({ name: 'VelocityClass', value: label(ds.ecodesign.velocityClass) }),
        single({
          name: 'SoundPowerOutdoorAirInlet',
          value: sound(ds.noiseLevels.outdoorInlet.totalA),
          description: 'dB(A)',
        }),
        single({
          name: 'SoundPowerSupplyAirOutlet',
          value: sound(ds.noiseLevels.supplyOutlet.totalA),
          description: 'dB(A)',
        }),
        single({
          name: 'SoundPowerExtractAirInlet',
          value: sound(ds.noiseLevels.extractInlet.totalA),
          description: 'dB(A)',
        }),
        single({
          name: 'SoundPowerExhaustAirOutlet',
          value: sound(ds.noiseLevels.exhaustOutlet.totalA),
          description: 'dB(A)',
        }),
        single({
          name: 'SoundPowerCasingRadiated',
          value: sound(ds.noiseLevels.casingRadiated.totalA),
          description: 'dB(A)',
        }),
        single({ name: 'Weight', value: mass(ds.generalProductSpec.weight) }),
        single({ name: 'Length', value: positiveLength(f.lengthM) }),
        single({ name: 'Width', value: positiveLength(f.widthM) }),
        single({ name: 'Height', value: positiveLength(f.heightM) }),
        single({ name: 'CasingInsulation', value: label(ds.generalProductSpec.insulation) }),
        single({ name: 'EcodesignRegulation', value: label(ds.ecodesign.regulation) }),
        single({ name: 'EcodesignCompliant', value: bool(ds.ecodesign.compliant) }),
      ],
    );

    propertySet(
      'recovery-common',
      'Pset_AirToAirHeatRecoveryTypeCommon',
      [recovery],
      [
        single({ name: 'Reference', value: new IFC4.IfcIdentifier(ds.recovery.model) }),
        status(),
        // A plate moves heat only; a wheel and a membrane also water (EN 308 eta_x).
        enumerated('HeatTransferTypeEnum', ds.winterRecCalculation.moistureTransfer ? 'LATENT' : 'SENSIBLE'),
        single({ name: 'HasDefrost', value: bool(ds.winterRecCalculation.frost.protection !== 'none') }),
      ],
    );

    for (const [role, element] of Object.entries(fans) as ['supply' | 'extract', Ifc4.IfcFan][]) {
      const section = role === 'supply' ? ds.supplyFanCalculation : ds.exhaustFanCalculation;
      propertySet(
        `fan-${role}-common`,
        'Pset_FanTypeCommon',
        [element],
        [
          single({ name: 'Reference', value: new IFC4.IfcIdentifier(section.type) }),
          status(),
          enumerated('MotorDriveType', 'DIRECTDRIVE'),
          enumerated('CapacityControlType', 'VARIABLESPEEDDRIVE'),
          single({
            name: 'NominalAirFlowRate',
            value: flowRate(role === 'supply' ? f.supplyFlow : f.extractFlow),
          }),
          single({
            name: 'NominalTotalPressure',
            value: pressure(role === 'supply' ? f.supplyTotalPa : f.extractTotalPa),
          }),
          single({
            name: 'NominalRotationSpeed',
            value: new IFC4.IfcRotationalFrequencyMeasure(section.rotationSpeed / 60),
          }),
          single({
            name: 'NominalPowerRate',
            value: power(role === 'supply' ? f.supplyFanW : f.extractFanW),
          }),
        ],
      );
    }
    for (const [role, element] of Object.entries(filters) as ['supply' | 'extract', Ifc4.IfcFilter][]) {
      const section = role === 'supply' ? ds.supplyFilterCalculation : ds.exhaustFilterCalculation;
      propertySet(
        `filter-${role}-common`,
        'Pset_FilterTypeCommon',
        [element],
        [
          single({ name: 'Reference', value: new IFC4.IfcIdentifier(section.type) }),
          status(),
          single({ name: 'InitialResistance', value: pressure(section.initPressureDrop) }),
          single({ name: 'FinalResistance', value: pressure(section.recFinalPressDrop) }),
          single({ name: 'NominalPressureDrop', value: pressure(section.designPressDrop) }),
          single({
            name: 'NominalFlowrate',
            value: flowRate(role === 'supply' ? f.supplyFlow : f.extractFlow),
          }),
          single({ name: 'NominalFilterFaceVelocity', value: velocity(section.faceVelocity) }),
        ],
      );
    }
    for (const c of waterPorts) {
      const s = c.section;
      propertySet(
        `coil-${c.role}-common`,
        'Pset_CoilTypeCommon',
        [c.element],
        [status(), single({ name: 'NominalSensibleCapacity', value: power(s.sensibleCapacity * 1000) })],
      );
      propertySet(
        `coil-${c.role}-hydronic`,
        'Pset_CoilTypeHydronic',
        [c.element],
        [
          enumerated('CoilCoolant', s.mediumType === 'water' ? 'WATER' : 'GLYCOL'),
          single({ name: 'BypassFactor', value: ratio(s.bypassFactor) }),
        ],
      );
      propertySet(
        `coil-${c.role}-rlt05`,
        `${RLT_05}_Coil`,
        [c.element],
        [
          single({ name: 'Capacity', value: power(s.capacity * 1000) }),
          single({ name: 'AirFlowRate', value: flowRate(f.supplyFlow) }),
          single({ name: 'AirTemperatureIn', value: temperature(s.temperatureIn) }),
          single({ name: 'AirTemperatureOut', value: temperature(s.temperatureOut) }),
          single({ name: 'AirPressureDrop', value: pressure(s.airPressureDrop) }),
          single({ name: 'FluidTemperatureIn', value: temperature(s.mediumTemperatureIn) }),
          single({ name: 'FluidTemperatureOut', value: temperature(s.mediumTemperatureOut) }),
          single({ name: 'FluidFlowRate', value: flowRate(s.fluidFlow / 3600) }),
          single({ name: 'FluidPressureDrop', value: pressure(s.fluidPressureDrop * 1000) }),
          single({ name: 'Rows', value: new IFC4.IfcCountMeasure(s.rows) }),
        ],
      );
      for (const [end, element, t] of [
        ['in', c.flowIn, s.mediumTemperatureIn],
        ['out', c.flowOut, s.mediumTemperatureOut],
      ] as const) {
        propertySet(
          `port-${c.role}-water-${end}`,
          'Pset_DistributionPortTypePipe',
          [element],
          [
            single({ name: 'Temperature', value: temperature(t) }),
            single({ name: 'VolumetricFlowRate', value: flowRate(s.fluidFlow / 3600) }),
          ],
        );
      }
    }
    for (const p of airPorts) {
      propertySet(
        `port-${p.code}`,
        'Pset_DistributionPortTypeDuct',
        [p.element],
        [
          single({ name: 'NominalWidth', value: positiveLength(m(layout.duct.widthMm)) }),
          single({ name: 'NominalHeight', value: positiveLength(m(layout.duct.heightMm)) }),
          single({
            name: 'VolumetricFlowRate',
            value: flowRate(AIR_STREAMS[p.code].side === 'supply' ? f.supplyFlow : f.extractFlow),
          }),
        ],
      );
    }

    return api.SaveModel(modelId);
  } finally {
    api.CloseModel(modelId);
  }
}

/**
 * The name of the property set of the unit's key figures. The AHU manufacturers' association (Herstellerverband
 * RLT-Geräte) guideline RLT 05 lists what a unit's data in BIM should carry: airflows, external and total pressures,
 * heat recovery efficiency, fan power and SFP, sound power, weight, dimensions and the Ecodesign verdict. Its own
 * property names were not at hand (the guideline is not public), so the names here are our reading, in buildingSMART's
 * style and units; the prefix is not 'Pset_', which is reserved for buildingSMART's sets. The coils' duty is in the
 * set of this name with '_Coil' appended.
 */
export const RLT_05 = 'RLT_05_AHU';

/** The four air streams by their EN 16798-3 names: into the unit (SINK) or out of it (SOURCE), and their system. */
const AIR_STREAMS: Record<
  ConnectionCode,
  { name: string; flow: 'SOURCE' | 'SINK'; system: System; side: 'supply' | 'extract' }
> = {
  ODA: { name: 'outdoor air', flow: 'SINK', system: 'VENTILATION', side: 'supply' },
  SUP: { name: 'supply air', flow: 'SOURCE', system: 'VENTILATION', side: 'supply' },
  ETA: { name: 'extract air', flow: 'SINK', system: 'EXHAUST', side: 'extract' },
  EHA: { name: 'exhaust air', flow: 'SOURCE', system: 'EXHAUST', side: 'extract' },
};

/**
 * The revision's figures in SI, each quantity read once from the data sheet record: the supply airflow is the supply
 * fan's (the data sheet's), used for the unit, the fan, the filter, the coils and the ports alike.
 */
export function figuresOf(ctx: Pick<DocumentContext, 'dataSheet'>) {
  const ds = ctx.dataSheet;
  const sup = ds.supplyFanCalculation;
  const eta = ds.exhaustFanCalculation;
  const pctToRatio = (pct: number) => pct / 100;
  return {
    supplyFlow: sup.airVolumeFlow / 3600,
    extractFlow: eta.airVolumeFlow / 3600,
    supplyExternalPa: sup.externalPressDrop,
    extractExternalPa: eta.externalPressDrop,
    supplyInternalPa: sup.internalPressDrop,
    extractInternalPa: eta.internalPressDrop,
    supplyTotalPa: sup.totalPressDrop,
    extractTotalPa: eta.totalPressDrop,
    supplyFanW: sup.absorbedPower * 1000,
    extractFanW: eta.absorbedPower * 1000,
    temperatureEfficiencyWinter:
      ds.winterRecCalculation.temperatureEfficiency === null
        ? null
        : pctToRatio(ds.winterRecCalculation.temperatureEfficiency),
    thermalEfficiencyErp: pctToRatio(ds.ecodesign.thermalEfficiency),
    sfpUnit: ds.ecodesign.sfpUnit,
    sfpInt: ds.ecodesign.sfpInt,
    sfpIntLimit: ds.ecodesign.sfpIntLimit,
    lengthM: ds.generalProductSpec.length / 1000,
    widthM: ds.generalProductSpec.width / 1000,
    heightM: ds.generalProductSpec.height / 1000,
  };
}

/** IfcAirToAirHeatRecoveryTypeEnum of each exchanger family: the plate and the membrane plate run in counterflow. */
const RECOVERY_TYPES = {
  Rotary: 'ROTARYWHEEL',
  Plate: 'FIXEDPLATECOUNTERFLOWEXCHANGER',
  Enthalpy: 'FIXEDPLATECOUNTERFLOWEXCHANGER',
} as const;

/** The IfcDistributionSystemEnum values of the ports. */
type System = 'VENTILATION' | 'EXHAUST' | 'HEATING' | 'CHILLEDWATER';

/**
 * The file's header (ISO 10303-21): web-ifc stamps a model it creates with the clock, so the model is opened from
 * this header, whose FILE_NAME carries the context's generatedAt, and web-ifc keeps it when it saves.
 */
function stepHeader(ctx: DocumentContext, api: IfcAPI): string {
  const s = (value: string) => `'${api.EncodeText(value)}'`;
  const author = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');",
    `FILE_NAME(${s(`${ctx.position.name} rev ${ctx.position.revisionNumber}.ifc`)},${s(ctx.generatedAt.toISOString().slice(0, 19))},(${s(author)}),(${s(ctx.user.company ?? '')}),${s('web-ifc')},${s(`AirSizer ${ctx.release}`)},'');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

/** IFC's base-64 alphabet of GlobalIds (IfcGloballyUniqueId: 128 bits as 22 characters, the first holding 2 bits). */
const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A GlobalId from the position and the entity's role: 128 bits of their SHA-256, in IFC's compressed form. */
export function globalId(ctx: Pick<DocumentContext, 'position'>, role: string): string {
  const bytes = createHash('sha256')
    .update(`AirSizer position ${ctx.position.id} ${role}`)
    .digest()
    .subarray(0, 16);
  let n = 0n;
  for (const byte of bytes) {
    n = (n << 8n) | BigInt(byte);
  }
  let id = '';
  for (let i = 0; i < 22; i++) {
    id = (GUID_CHARS[Number(n & 63n)] ?? '0') + id;
    n >>= 6n;
  }
  return id;
}

/** web-ifc and its WebAssembly, loaded once per thread and only when an IFC file is first made. */
let loaded: Promise<{ api: IfcAPI; W: typeof WebIfc }> | undefined;
function webIfc() {
  loaded ??= (async () => {
    const W = await import('web-ifc');
    const api = new W.IfcAPI();
    await api.Init();
    return { api, W };
  })();
  return loaded;
}
