import { BRANDS } from '../../../contracts/brands';
import type {
  CoilSection,
  DataSheet,
  FanSection,
  FilterSection,
  FrostPreheaterSection,
  RecSection,
  SheetAirState,
} from '../../../contracts/calc';
import type { UnitSystem } from '../../../contracts/users';
import { airStates } from '../../../domain/data-sheet';
import { isSiUnit, textInSystem, toSystem, unitSymbol, type SiUnit } from '../../../domain/units';
import { demoNoticeLine, type DocumentContext } from '../context';
import { createPdf, formatDate, pdfBuffer, type Pdf } from '../pdf';
import { energyPage } from './energy-section';
import { fanChartBlock, parseFanChart } from './fan-chart';
import { Sheet, sheetColours, type Column, type Row } from './layout';
import { DATA_SHEET_TEXTS, numberFormatter, type DataSheetTexts } from './texts';
import { catalogueText } from '../catalogue-texts';

/** The technical card's fixed values (docs/rules.md#data-sheet-fixed-values). */
export const CARD_FIXED_VALUES = {
  qualityLevel: 'A',
  // The original says 'ambient pressure 101325 mbar' (docs/rules.md#data-sheet-fixed-values): a unit slip, 101325 is
  // the standard atmosphere in Pa (1013.25 mbar).
  ambientPressurePa: 101_325,
  iceFormationLimitC: -7,
  freezeProtectionSupplyC: 7.9,
  coilTubeFinMaterial: 'Cu/Al',
  spareFilterSets: 1,
} as const;

/** What every section builder reads. */
interface Parts {
  context: DocumentContext;
  ds: DataSheet;
  t: DataSheetTexts;
  sheet: Sheet;
  /** A number in the document's language with fixed decimals. */
  n: (value: number, decimals?: number) => string;
  /** A number with its unit; an SI unit domain/units.ts knows is shown in the reader's units (issue 30). */
  u: (value: number, decimals: number, unit: string) => string;
  /** The number alone in the reader's units, for a column or a line whose unit is printed once. */
  nu: (value: number, decimals: number, unit: SiUnit) => string;
  /** The reader's symbol of the quantity an SI unit names. */
  sym: (unit: SiUnit) => string;
  system: UnitSystem;
  /** Whether this is the brand-specific variant (the PROLUX heading). */
  brandVariant: boolean;
  brandName: string;
}

/**
 * The technical data sheet of a position revision (docs/rules.md#data-sheet, docs/rules.md#documents): an A4
 * PDF in the context's language and brand with the unit, the site and airflows, the air states of summer and winter
 * through every component, heat recovery, coils, filters, both fans with their curve charts, sound, the ecodesign
 * verdict, the card's fixed values and the price, and, when the context carries them, the annual energy and
 * life-cycle cost on a page of their own (energy-section.ts). A pure function of the context; 'prolux' (the brand with its own
 * PDF, /download-prolux) gets its heading.
 */
export async function dataSheetPdf(context: DocumentContext): Promise<Buffer> {
  const t = DATA_SHEET_TEXTS[context.language];
  const brand = BRANDS[context.brand];
  const colours = sheetColours(brand);
  const doc = createPdf({ title: `${t.title} – ${context.position.name}`, author: brand.company });
  const number = numberFormatter(context.language);
  const system = context.unitSystem ?? 'si';
  const inSystem = (value: number, decimals: number, unit: SiUnit) => toSystem(value, unit, decimals, system);
  const parts: Parts = {
    context,
    ds: context.dataSheet,
    t,
    sheet: new Sheet(
      doc,
      colours,
      (sheet) => continuationHeader(parts, sheet),
      (text) => textInSystem(text, system, number),
    ),
    n: number,
    u: (value, decimals, unit) => {
      const shown = isSiUnit(unit) ? inSystem(value, decimals, unit) : { value, decimals, unit };
      return `${number(shown.value, shown.decimals)} ${shown.unit}`;
    },
    nu: (value, decimals, unit) => {
      const shown = inSystem(value, decimals, unit);
      return number(shown.value, shown.decimals);
    },
    sym: (unit) => unitSymbol(unit, system),
    system,
    brandVariant: brand.flags.brandPdf,
    brandName: brand.name,
  };
  const { sheet } = parts;

  sheet.y = firstPageHeader(parts, doc);
  sheet.y = infoPanels(parts, sheet.y);
  generalSection(parts);
  airflowSection(parts);
  airStatesSection(parts);
  recoverySection(parts);
  if (parts.ds.frostPreheater) {
    frostPreheaterSection(parts, parts.ds.frostPreheater);
  }
  if (parts.ds.heating) {
    coilSection(parts, 'heater', parts.ds.heating);
  }
  if (parts.ds.cooling) {
    coilSection(parts, 'cooler', parts.ds.cooling);
  }
  fanSection(parts, t.sections.supplyFan, parts.ds.supplyFanCalculation);
  fanSection(parts, t.sections.exhaustFan, parts.ds.exhaustFanCalculation);
  filterSection(parts);
  soundSection(parts);
  ecodesignSection(parts);
  fixedValuesSection(parts);
  priceSection(parts);
  if (context.annual) {
    energyPage(sheet, context.annual, {
      language: context.language,
      n: number,
      euro: (value) => euro(context.language, value),
    });
  }

  sheet.footers(brand.company, context.release, t.page);
  return pdfBuffer(doc);
}

// ---------------------------------------------------------------------------------------------------------------
// Headers

/**
 * The first page's heading: the brand band (or the PROLUX heading), the title and, for the demo catalogue, the notice
 * that the data are not a manufacturer's; returns where content starts.
 */
function firstPageHeader(p: Parts, doc: Pdf): number {
  const top = brandHeader(p, doc);
  const notice = demoNoticeLine(p.context);
  if (!notice) {
    return top;
  }
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#b00020')
    .text(notice, p.sheet.left, top, { width: p.sheet.width, lineBreak: false });
  doc.fillColor(p.sheet.colours.text);
  return top + 16;
}

function brandHeader(p: Parts, doc: Pdf): number {
  const { sheet, t } = p;
  const { colours } = sheet;
  const right = { width: sheet.width, align: 'right' as const, lineBreak: false };
  if (p.brandVariant) {
    doc
      .font('bold')
      .fontSize(26)
      .fillColor(colours.primary)
      .text(p.brandName.toUpperCase(), sheet.left, 30, { characterSpacing: 2, lineBreak: false });
    doc.rect(sheet.left, 62, 110, 4).fill(colours.secondary);
    doc.font('bold').fontSize(15).fillColor(colours.text).text(t.title, sheet.left, 36, right);
    doc
      .moveTo(sheet.left, 74)
      .lineTo(sheet.left + sheet.width, 74)
      .lineWidth(1.2)
      .strokeColor(colours.primary)
      .stroke();
    return 86;
  }
  doc.rect(0, 0, doc.page.width, 66).fill(colours.primary);
  doc.rect(0, 66, doc.page.width, 3).fill(colours.secondary);
  doc.font('bold').fontSize(20).fillColor('#ffffff').text(p.brandName, sheet.left, 22, { lineBreak: false });
  doc.font('bold').fontSize(15).text(t.title, sheet.left, 26, right);
  return 84;
}

/** The heading of every further page: brand, title, position and revision; returns where content starts. */
function continuationHeader(p: Parts, sheet: Sheet): number {
  const { doc, colours } = sheet;
  const { t, context } = p;
  const name = p.brandVariant ? p.brandName.toUpperCase() : p.brandName;
  doc.font('bold').fontSize(10).fillColor(colours.primary).text(name, sheet.left, 28, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(colours.muted)
    .text(
      `${t.title} · ${context.position.name} · ${t.header.revision} ${context.position.revisionNumber}`,
      sheet.left + 90,
      30,
      { width: sheet.width - 90, align: 'right', lineBreak: false },
    );
  doc
    .moveTo(sheet.left, 44)
    .lineTo(sheet.left + sheet.width, 44)
    .lineWidth(1)
    .strokeColor(colours.primary)
    .stroke();
  return 56;
}

/** The project (and customer) panel beside the position panel; returns the y below both. */
function infoPanels(p: Parts, top: number): number {
  const { context, t, sheet } = p;
  const { project, position, user } = context;
  const h = t.header;
  const present = (pairs: [string, string | null | undefined][]) =>
    pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
  const customer = project.customer;
  const left = present([
    [h.project, project.name],
    [h.projectNumber, project.number],
    [h.customer, customer?.name],
    [h.representative, customer?.representative],
    [h.phone, customer?.phone],
    [h.email, customer?.email],
    [h.location, [project.address, project.city, project.country].filter(Boolean).join(', ')],
    [h.elevation, p.u(project.elevation, 0, 'm')],
  ]);
  const right = present([
    [h.position, position.name],
    [h.revision, String(position.revisionNumber)],
    [h.unit, p.ds.generalProductSpec.model],
    [h.calculated, formatDate(position.calculatedAt, context.language)],
    [h.generated, formatDate(context.generatedAt, context.language)],
    [h.preparedBy, `${user.firstName} ${user.lastName}`],
    ['', user.company],
    ['', user.email],
  ]);
  const gap = 12;
  const width = (sheet.width - gap) / 2;
  const heights = [
    panel(sheet, sheet.left, top, width, left, true),
    panel(sheet, sheet.left + width + gap, top, width, right, true),
  ];
  const height = Math.max(...heights);
  // Draw again over backgrounds of equal height, so the two panels line up.
  panel(sheet, sheet.left, top, width, left, false, height);
  panel(sheet, sheet.left + width + gap, top, width, right, false, height);
  return top + height + 14;
}

/** A framed list of label-value lines; measures only when `measure`, returns its height. */
function panel(
  sheet: Sheet,
  x: number,
  y: number,
  width: number,
  pairs: [string, string][],
  measure: boolean,
  height?: number,
): number {
  const { doc, colours } = sheet;
  const labelWidth = 82;
  const valueWidth = width - labelWidth - 16;
  let total = 8;
  const lines = pairs.map(([label, value], i) => {
    doc.font(i === 0 ? 'bold' : 'regular').fontSize(8.5);
    const lineHeight = Math.max(doc.heightOfString(value, { width: valueWidth }), 10) + 3;
    const line = { label, value, y: y + total, bold: i === 0 };
    total += lineHeight;
    return line;
  });
  total += 5;
  if (measure) {
    return total;
  }
  doc
    .roundedRect(x, y, width, height ?? total, 3)
    .lineWidth(0.6)
    .fillAndStroke(colours.tint, colours.rule);
  for (const line of lines) {
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(colours.muted)
      .text(line.label, x + 8, line.y + 1, { width: labelWidth - 4, lineBreak: false });
    doc
      .font(line.bold ? 'bold' : 'regular')
      .fontSize(8.5)
      .fillColor(colours.text)
      .text(line.value, x + 8 + labelWidth, line.y, { width: valueWidth });
  }
  return total;
}

// ---------------------------------------------------------------------------------------------------------------
// Sections

const LABEL_AND_TWO: Column[] = [
  { weight: 2.2, label: true },
  { weight: 1.4, align: 'right' },
  { weight: 1.4, align: 'right' },
];

function generalSection(p: Parts): void {
  const { ds, t, u, sheet, context } = p;
  const g = ds.generalProductSpec;
  const classes = ds.ecodesign.casingClasses;
  p.sheet.section(t.sections.general, [
    sheet.keyValues([
      [t.general.model, g.model],
      [
        t.general.dimensions,
        `${p.nu(g.length, 0, 'mm')} × ${p.nu(g.width, 0, 'mm')} × ${p.nu(g.height, 0, 'mm')} ${p.sym('mm')}`,
      ],
      [t.general.weight, u(g.weight, 0, 'kg')],
      [t.general.arrangement, t.general.arrangements[ds.recovery.supplyZone]],
      [t.general.installation, t.general.installations[g.installation]],
      [t.general.transportSections, String(g.transportSections)],
      [t.general.airflowDirection, String(ds.recovery.airflowDirection)],
      [
        t.general.connections,
        t.general.connectionsValue(g.connectingSections.count, g.connectingSections.flexibleConnection),
      ],
      [t.general.insulation, catalogueText(g.insulation, context.language)],
      [
        t.general.casingClasses,
        [
          classes.thermalTransmittance,
          classes.thermalBridging,
          classes.leakage,
          classes.deflection,
          classes.filterBypass,
        ].join(', '),
      ],
    ]),
  ]);
}

function airflowSection(p: Parts): void {
  const { ds, t, u, sheet, context } = p;
  const { airflow } = context.selection;
  const a = t.airflow;
  const supply = ds.generalProductSpec.supplySide.airVolumeFlow;
  const exhaust = ds.generalProductSpec.exhaustSide.airVolumeFlow;
  sheet.section(t.sections.airflow, [
    sheet.table(
      LABEL_AND_TWO,
      [
        { cells: [a.flow, u(supply, 0, 'm³/h'), u(exhaust, 0, 'm³/h')] },
        // docs/rules.md#airflow-units: m3/s = m3/h / 3600, 2 decimals; IP has one airflow unit, cfm.
        ...(p.system === 'si'
          ? [{ cells: [a.flow, u(supply / 3600, 2, 'm³/s'), u(exhaust / 3600, 2, 'm³/s')] }]
          : []),
        {
          cells: [
            a.casingVelocity,
            u(airflow.supply.casingVelocity, 2, 'm/s'),
            u(airflow.exhaust.casingVelocity, 2, 'm/s'),
          ],
        },
      ],
      ['', a.supply, a.exhaust],
    ),
    sheet.keyValues([
      [a.altitude, u(ds.euroventCalculation.altitude, 0, 'm')],
      [a.pressure, u(ds.euroventCalculation.airPressure, 0, 'Pa abs')],
      [a.density, u(ds.euroventCalculation.airDensity, 3, 'kg/m³')],
      [a.velocityClass, ds.ecodesign.velocityClass],
    ]),
  ]);
}

function airStatesSection(p: Parts): void {
  const { t, n, nu, sym, sheet } = p;
  const a = t.airStates;
  const state = (s: SheetAirState) => [nu(s.tDb, 1, '°C'), n(s.rh, 0), nu(s.x, 2, 'g/kg')];
  const rows: Row[] = airStates(p.ds).map((r) => ({
    cells: [a[r.key], ...state(r.summer), ...state(r.winter)],
    bold: r.key === 'supply',
  }));
  const value: Column = { weight: 0.8, align: 'right' };
  const heat = p.ds.fanHeat;
  const fan = (f: DataSheet['fanHeat']['summer']['supply']) =>
    `+${p.u(f.rise, 2, 'K')} (${p.u(f.power, 2, 'kW')})`;
  const tDb = a.tDb.replace('°C', sym('°C'));
  const x = a.x.replace('g/kg', sym('g/kg'));
  sheet.section(t.sections.airStates, [
    sheet.keyValues([[t.recovery.fanHeat, `${fan(heat.winter.supply)} / ${fan(heat.winter.exhaust)}`]]),
    sheet.table(
      [{ weight: 2.6, label: true }, value, value, value, value, value, value],
      rows,
      [a.state, tDb, a.rh, x, tDb, a.rh, x],
      [
        { label: '', span: 1 },
        { label: a.summer, span: 3 },
        { label: a.winter, span: 3 },
      ],
    ),
  ]);
}

function recoverySection(p: Parts): void {
  const { ds, t, n, u, sheet, context } = p;
  const r = t.recovery;
  const rec = ds.recovery;
  const s = ds.summerRecCalculation;
  const w = ds.winterRecCalculation;
  const pairs: [string, string][] = [
    [r.type, r.types[context.selection.unit.family]],
    [r.model, rec.model],
    [r.material, catalogueText(rec.material, context.language)],
    [r.controller, catalogueText(rec.controller, context.language)],
    [r.speedRegulator, catalogueText(rec.speedRegulator, context.language)],
    [r.bypass, catalogueText(rec.bypass, context.language)],
  ];
  if (rec.rotorSpeed !== null) {
    pairs.push([r.rotorSpeed, u(rec.rotorSpeed, 1, 'rpm')]);
  }
  if (rec.torque !== null) {
    pairs.push([r.torque, u(rec.torque, 1, 'Nm')]);
  }
  if (rec.stepMotor !== null) {
    pairs.push([r.stepMotor, catalogueText(rec.stepMotor, context.language)]);
  }
  const percent = (v: number | null) => (v === null ? '–' : u(v, 1, '%'));
  // Plates and the membrane: the cold corner's wall against the frost limit, the protection and where it starts.
  const wallCheck = w.frost.wall !== null;
  const f = w.frost;
  const frostPairs: [string, string][] = [
    [r.frostProtection, catalogueText(rec.frostProtection, context.language)],
    [
      r.frostStart,
      rec.frostProtectionStart === null ? r.frostStartNone : u(rec.frostProtectionStart, 1, '°C'),
    ],
  ];
  if (!wallCheck && f.protection === 'speedReduction') {
    frostPairs.push([r.frostAtDesign, `${r.frostStages.speedReduction} (${n(f.rotorSpeed, 0)} %)`]);
  }
  if (wallCheck) {
    const stage =
      f.protection === 'faceAndBypass'
        ? `${r.frostStages.faceAndBypass} (${n(f.bypass, 0)} %)`
        : r.frostStages[f.protection];
    frostPairs.push(
      [r.frostAtDesign, stage],
      [r.coldCorner, `${u(f.wall ?? 0, 1, '°C')} / ${u(f.limit, 1, '°C')}`],
      [r.unprotectedEfficiency, percent(f.unprotectedEfficiency)],
    );
    if (f.protection === 'preheater') {
      frostPairs.push([r.preheater, `${u(f.preheaterPower, 2, 'kW')} / ${u(f.preheatedTo ?? 0, 1, '°C')}`]);
    }
  }
  const both = (label: string, f: (x: RecSection) => string): Row => ({ cells: [label, f(s), f(w)] });
  sheet.section(t.sections.recovery, [
    sheet.keyValues(pairs),
    sheet.table(
      LABEL_AND_TWO,
      [
        both(r.temperatureEfficiency, (x) => percent(x.temperatureEfficiency)),
        ...(s.humidityEfficiency === null && w.humidityEfficiency === null
          ? []
          : [both(r.humidityEfficiency, (x) => percent(x.humidityEfficiency))]),
        both(r.recoveredPower, (x) => u(x.sup_TotalHeat, 2, 'kW')),
        both(r.sensiblePower, (x) => u(x.sup_SensibleHeat, 2, 'kW')),
        both(r.moisture, (x) =>
          x.moistureTransfer ? u(x.moistureRecovery, 2, 'kg/h') : r.noMoistureTransfer,
        ),
        both(r.supplyDrop, (x) => u(x.sup_PressureDrop, 0, 'Pa')),
        both(r.exhaustDrop, (x) => u(x.eha_PressureDrop, 0, 'Pa')),
        both(r.faceVelocity, (x) => u(x.sup_FaceVelocity, 2, 'm/s')),
        both(r.condensate, (x) => u(x.condensate, 2, 'kg/h')),
        both(
          wallCheck
            ? r.frostRisk(u(w.frost.limit, 1, '°C'), true)
            : r.frostRisk(u(CARD_FIXED_VALUES.iceFormationLimitC, 0, '°C'), false),
          (x) => (x.frostRisk ? t.yes : t.no),
        ),
      ],
      ['', t.airStates.summer, t.airStates.winter],
    ),
    sheet.keyValues(frostPairs, 1, [1.6, 1]),
  ]);
}

/** The electric frost preheater (issue 25): where it sits, its duty and installed steps, supply, air in and out. */
function frostPreheaterSection(p: Parts, f: FrostPreheaterSection): void {
  const { t, n, u, sheet } = p;
  const k = t.frostPreheater;
  const air = (a: SheetAirState) => `${u(a.tDb, 1, '°C')} · ${n(a.rh, 0)} % · ${u(a.x, 2, 'g/kg')}`;
  sheet.section(t.sections.frostPreheater, [
    sheet.keyValues(
      [
        [k.placement, k.placementValue],
        [k.duty, u(f.duty, 2, 'kW')],
        [
          k.ratedPower,
          `${u(f.ratedPower, 1, 'kW el')} (${k.stepsValue(f.steps, u(f.stepPower, 1, 'kW el'))})`,
        ],
        [k.supply, `3 ~ ${n(f.supplyVoltage, 0)} V / ${u(f.current, 1, 'A')}`],
        [k.airIn, air(f.airIn)],
        [k.airOut, air(f.airOut)],
      ],
      1,
      [1.6, 1],
    ),
  ]);
}

function coilSection(p: Parts, kind: 'heater' | 'cooler', c: CoilSection): void {
  const { t, n, u, sheet } = p;
  const k = t.coil;
  const air = (tDb: number, rh: number, x: number) =>
    `${u(tDb, 1, '°C')} · ${n(rh, 0)} % · ${u(x, 2, 'g/kg')}`;
  const medium =
    c.mediumType === 'water' ? k.media.water : `${k.media[c.mediumType]} ${n(c.concentration, 0)} %`;
  const pairs: [string, string][] = [
    [k.capacity, u(c.capacity, 2, 'kW')],
    ...(kind === 'cooler' ? [[k.sensibleCapacity, u(c.sensibleCapacity, 2, 'kW')] as [string, string]] : []),
    [k.airflow, u(c.volumeFlow, 0, 'm³/h')],
    [k.faceVelocity, u(c.faceVelocity, 2, 'm/s')],
    [k.airIn, air(c.temperatureIn, c.relativeHumidityIn, c.absoluteHumidityIn)],
    [k.airOut, air(c.temperatureOut, c.relativeHumidityOut, c.absoluteHumidityOut)],
    [k.airDrop, u(c.airPressureDrop, 0, 'Pa')],
    [k.medium, medium],
    [k.fluidIn, u(c.mediumTemperatureIn, 1, '°C')],
    [k.fluidOut, u(c.mediumTemperatureOut, 1, '°C')],
    [k.fluidFlow, u(c.fluidFlow, 2, 'm³/h liquid')],
    [k.fluidDrop, u(c.fluidPressureDrop, 1, 'kPa')],
    [k.fluidVelocity, u(c.fluidVelocity, 2, 'm/s')],
    [k.rows, String(c.rows)],
    [k.finSpacing, u(c.finSpacing, 1, 'mm')],
    [k.circuits, `${c.circuits} · ${c.tubesPerRow} ${k.tubesPerRow}`],
    [k.material, CARD_FIXED_VALUES.coilTubeFinMaterial],
  ];
  if (kind === 'cooler') {
    pairs.push([k.condensate, u(c.condensate, 2, 'kg/h')]);
    if (c.apparatusDewPoint !== null) {
      pairs.push([k.dewPoint, u(c.apparatusDewPoint, 1, '°C')]);
    }
  }
  const title =
    kind === 'heater'
      ? `${t.sections.heater} (${k.heaterSeason})`
      : `${t.sections.cooler} (${k.coolerSeason})`;
  sheet.section(title, [sheet.keyValues(pairs)]);
}

function filterSection(p: Parts): void {
  const { ds, t, u, sheet, context } = p;
  const f = t.filters;
  const s = ds.supplyFilterCalculation;
  const e = ds.exhaustFilterCalculation;
  const both = (label: string, get: (x: FilterSection) => string): Row => ({
    cells: [label, get(s), get(e)],
  });
  sheet.section(t.sections.filters, [
    sheet.table(
      [
        { weight: 1.6, label: true },
        { weight: 1.7, align: 'right' },
        { weight: 1.7, align: 'right' },
      ],
      [
        both(f.type, (x) => catalogueText(x.type, context.language)),
        both(f.classIso, (x) => x.classISO16890),
        both(f.classEn, (x) => x.classEN779),
        both(f.airflow, (x) => u(x.airFlow, 0, 'm³/h')),
        both(f.faceArea, (x) => u(x.surface, 3, 'm²')),
        both(f.faceVelocity, (x) => u(x.faceVelocity, 2, 'm/s')),
        both(f.initial, (x) => u(x.initPressureDrop, 0, 'Pa')),
        both(f.final, (x) => u(x.recFinalPressDrop, 0, 'Pa')),
        both(f.design, (x) => u(x.designPressDrop, 0, 'Pa')),
        both(f.energyClass, (x) => x.energyClass),
        both(f.annualEnergy, (x) => u(x.annualEnergy, 0, 'kWh/a')),
        both(f.dimensions, (x) => x.dimension),
      ],
      ['', f.supply, f.exhaust],
    ),
  ]);
}

function fanSection(p: Parts, title: string, fan: FanSection): void {
  const { t, n, u, sheet, context } = p;
  const f = t.fan;
  // The coils sit in the supply path only: the exhaust fan lists them with no drop, so only drops > 0 are shown.
  const drops = (
    [
      [f.damper, fan.internalDrops.damper],
      [f.filter, fan.internalDrops.filter],
      [f.recovery, fan.internalDrops.recovery],
      [f.cooler, fan.internalDrops.cooler],
      [f.heater, fan.internalDrops.heater],
      [f.casing, fan.internalDrops.casing],
    ] as const
  ).filter(([, pa]) => pa > 0);
  const dropColumns: Column[] = drops.map(() => ({ weight: 1, align: 'right' }));
  sheet.section(title, [
    sheet.keyValues([
      [f.model, fan.type],
      [f.fanType, fan.fanType],
      [f.airflow, u(fan.airVolumeFlow, 0, 'm³/h')],
      [f.speed, `${u(fan.rotationSpeed, 0, 'rpm')} (${n(fan.speedPercent, 0)} %)`],
      [f.external, u(fan.externalPressDrop, 0, 'Pa')],
      [f.internal, u(fan.internalPressDrop, 0, 'Pa')],
      [f.total, u(fan.totalPressDrop, 0, 'Pa')],
      [f.kFactor, n(fan.kFactor, 0)],
      [f.nozzle, u(fan.nozzlePressure, 0, 'Pa')],
      [f.efficiency, u(fan.efficiency, 1, '%')],
      [f.absorbedPower, u(fan.absorbedPower, 3, 'kW el')],
      [f.current, u(fan.current, 2, 'A')],
      [f.sfp, u(fan.sfpValue, 0, 'W/(m³/s)')],
      [f.sfpClass, fan.sfpClass],
      [f.ratedPower, u(fan.power, 2, 'kW el')],
      [f.ratedCurrent, u(fan.ratedCurrent, 2, 'A')],
      [f.ratedSpeed, u(fan.motorRotSpeed, 0, 'rpm')],
      [f.protection, fan.protectionClass],
      [f.powerSupply, fan.powerSupply],
      [f.motorType, catalogueText(fan.motor_type, context.language)],
      [f.soundInlet, u(fan.soundPowerInTotalA, 1, 'dB(A)')],
      [f.soundOutlet, u(fan.soundPowerOutTotalA, 1, 'dB(A)')],
    ]),
    sheet.line(`${f.drops}, ${p.sym('Pa')}`, { bold: true }),
    sheet.table(
      dropColumns,
      [{ cells: drops.map(([, v]) => p.nu(v, 0, 'Pa')) }],
      drops.map(([label]) => label),
    ),
    fanChartBlock(sheet, parseFanChart(fan.fanChart), {
      title: `${f.chart}: ${fan.type}`,
      airflow: f.airflowAxis,
      pressure: f.pressureAxis,
      operatingPoint: f.operatingPoint,
      systemCurve: f.systemCurve,
      format: n,
      system: p.system,
    }),
  ]);
}

function soundSection(p: Parts): void {
  const { ds, t, n, u, sheet } = p;
  const s = t.sound;
  const noise = ds.noiseLevels;
  const row = (label: string, sound: DataSheet['noiseLevels']['outdoorInlet']): Row => ({
    cells: [label, ...sound.bands.map((b) => n(b, 1)), n(sound.total, 1), n(sound.totalA, 1)],
  });
  const value: Column = { weight: 0.62, align: 'right' };
  sheet.section(t.sections.sound, [
    sheet.line(s.caption, { colour: sheet.colours.muted }),
    sheet.table(
      [{ weight: 1.9, label: true }, ...noise.bandsHz.map(() => value), value, value],
      [
        row(s.outdoorInlet, noise.outdoorInlet),
        row(s.supplyOutlet, noise.supplyOutlet),
        row(s.extractInlet, noise.extractInlet),
        row(s.exhaustOutlet, noise.exhaustOutlet),
        row(s.casing, noise.casingRadiated),
      ],
      [s.connection, ...noise.bandsHz.map((hz) => n(hz)), 'dB', 'dB(A)'],
      [
        { label: '', span: 1 },
        { label: s.bands, span: noise.bandsHz.length },
        { label: s.total, span: 2 },
      ],
    ),
    sheet.keyValues([[s.pressureAt1m, u(noise.soundPressureAt1m, 1, 'dB(A)')]], 1, [1.6, 1]),
    sheet.line(s.pressureMethod(`S = ${n(noise.measurementSurface, 1)} m²`), { colour: sheet.colours.muted }),
  ]);
}

/** The ecodesign verdict as printed (the tests look for it). */
export function ecodesignVerdict(t: DataSheetTexts, ds: DataSheet): string {
  return t.ecodesign.verdict(ds.ecodesign.compliant, ds.ecodesign.regulation, ds.ecodesign.tier);
}

function ecodesignSection(p: Parts): void {
  const { ds, t, u, sheet } = p;
  const e = t.ecodesign;
  const eco = ds.ecodesign;
  const sfp = (v: number) => u(v, 0, 'W/(m³/s)');
  sheet.section(`${t.sections.ecodesign} (${eco.regulation})`, [
    sheet.line(ecodesignVerdict(t, ds), {
      bold: true,
      size: 10,
      colour: eco.compliant ? sheet.colours.good : sheet.colours.bad,
    }),
    sheet.keyValues(
      [
        [e.requested, eco.required ? e.requestMet(eco.requirementMet) : e.notRequested],
        [
          e.thermalEfficiency,
          `${u(eco.thermalEfficiency, 1, '%')} (${e.minimum} ${u(eco.thermalEfficiencyMin, 1, '%')})`,
        ],
        [e.sfpInt, `${sfp(eco.sfpInt)} (${e.limit} ${sfp(eco.sfpIntLimit)})`],
        [e.bonus, sfp(eco.efficiencyBonus)],
        [e.filterCorrection, sfp(eco.filterCorrection)],
        [e.sfpUnit, `${sfp(eco.sfpUnit)}, ${eco.sfpUnitClass}`],
        [e.velocityClass, eco.velocityClass],
        [e.energyClassSummer, eco.energyClassSummer],
        [e.energyClassWinter, eco.energyClassWinter],
      ],
      1,
      [1, 1.6],
    ),
  ]);
}

function fixedValuesSection(p: Parts): void {
  const { ds, t, n, u, sheet } = p;
  const f = t.fixed;
  const classes = ds.ecodesign.casingClasses;
  const card = CARD_FIXED_VALUES;
  const pairs: [string, string][] = [
    [f.thermalTransmittance, classes.thermalTransmittance],
    [f.thermalBridging, classes.thermalBridging],
    [f.leakage, classes.leakage],
    [f.deflection, classes.deflection],
    [f.filterBypass, classes.filterBypass],
    [f.qualityLevel, card.qualityLevel],
    [
      f.ambientPressure,
      p.system === 'si'
        ? `${u(card.ambientPressurePa, 0, 'Pa')} (${n(card.ambientPressurePa / 100, 2)} mbar)`
        : u(card.ambientPressurePa, 0, 'Pa abs'),
    ],
    [f.iceLimit, u(card.iceFormationLimitC, 0, '°C')],
    [f.freezeProtection, u(card.freezeProtectionSupplyC, 1, '°C')],
  ];
  // The coils' rows and fin pitch are chosen for the duty (issue 26): their sections print them.
  if (ds.heating || ds.cooling) {
    pairs.push([f.tubeFin, card.coilTubeFinMaterial]);
  }
  pairs.push([f.spareFilters, String(card.spareFilterSets)]);
  sheet.section(t.sections.fixed, [sheet.keyValues(pairs, 1, [1, 1.6])]);
}

/** A price in euro as printed: 2 decimals in the language's number format, then ' €'. */
export function euro(language: DocumentContext['language'], value: number): string {
  return `${numberFormatter(language)(value, 2)} €`;
}

function priceSection(p: Parts): void {
  const { ds, t, sheet, context } = p;
  // The base item's label is the unit's model; the options are named in the document's language.
  const named: Partial<Record<string, string>> = t.price.items;
  const label = (item: DataSheet['price']['items'][number]) => {
    if (item.code === 'base') {
      return item.label;
    }
    const name = named[item.code] ?? item.label;
    // The preheater's line names its installed power, as the catalogue prices it by steps.
    return item.code === 'frostPreheater' && ds.frostPreheater
      ? `${name} ${p.u(ds.frostPreheater.ratedPower, 1, 'kW el')}`
      : name;
  };
  const items: Row[] = ds.price.items.map((item) => ({
    cells: [label(item), euro(context.language, item.price)],
  }));
  sheet.section(t.sections.price, [
    sheet.table(
      [{ weight: 3.5 }, { weight: 1.5, align: 'right' }],
      [...items, { cells: [t.price.total, euro(context.language, ds.price.total)], bold: true }],
      [t.price.item, t.price.price],
    ),
  ]);
}
