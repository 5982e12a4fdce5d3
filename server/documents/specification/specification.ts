import { BRANDS } from '../../../contracts/brands';
import type { CoilSection, FanSection, FilterSection } from '../../../contracts/calc';
import { demoNoticeLine, type DocumentContext } from '../context';
import { schemeDevices } from '../control-scheme/devices';
import { SCHEME_TEXTS } from '../control-scheme/texts';
import { textInSystem, toSystem, unitSymbol, type SiUnit } from '../../../domain/units';
import { createPdf, formatDate, pdfBuffer } from '../pdf';
import { SPECIFICATION_TEXTS } from './texts';
import { catalogueText } from '../catalogue-texts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const LOCALES = { en: 'en-GB', de: 'de-DE', sr: 'sr-Latn-RS' } as const;

/**
 * The tender (specification) text of the position in the context's language, plain UTF-8: the unit as configured
 * (casing, insulation, heat recovery with its efficiencies, coils with capacities, filters with classes, fans with
 * power and SFP, controls, ecodesign compliance, dimensions and weight), every number from the data sheet record.
 * Numbered headings; each fact a line "- label: value".
 */
export function specificationText(ctx: DocumentContext): string {
  const t = SPECIFICATION_TEXTS[ctx.language];
  const l = t.labels;
  const sheet = ctx.dataSheet;
  const spec = sheet.generalProductSpec;
  const family = ctx.selection.unit.family;
  const n = (value: number, digits = 1) =>
    new Intl.NumberFormat(LOCALES[ctx.language], { maximumFractionDigits: digits }).format(value);
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  // Every quantity in the reader's units (issue 30): SI unless the context says IP.
  const system = ctx.unitSystem ?? 'si';
  const inSystem = (value: number, unit: SiUnit, digits: number) => {
    const shown = toSystem(value, unit, digits, system);
    return n(shown.value, shown.decimals);
  };
  const q = (value: number, unit: SiUnit, digits: number) =>
    `${inSystem(value, unit, digits)} ${unitSymbol(unit, system)}`;
  const pair = (a: number, b: number, unit: SiUnit, digits: number) =>
    `${inSystem(a, unit, digits)} / ${inSystem(b, unit, digits)} ${unitSymbol(unit, system)}`;

  const out: string[] = [];
  const sections: [string, string[]][] = [];
  const item = (label: string, value: string) => `- ${label}: ${value}`;

  out.push(`${t.title}: ${spec.model}`);
  const notice = demoNoticeLine(ctx);
  if (notice) {
    out.push(notice);
  }
  out.push(
    item(t.project, `${ctx.project.number} ${ctx.project.name}`),
    item(t.position, ctx.position.name),
    item(t.revision, String(ctx.position.revisionNumber)),
    item(t.date, formatDate(ctx.generatedAt, ctx.language)),
  );

  sections.push([
    t.headings.general,
    [
      t.intro(spec.model, spec.installation === 'indoor', spec.transportSections),
      item(l.supplyFlow, `${q(spec.supplySide.airVolumeFlow, 'm³/h', 0)}`),
      item(l.exhaustFlow, `${q(spec.exhaustSide.airVolumeFlow, 'm³/h', 0)}`),
      item(
        l.externalPressure,
        `${pair(sheet.supplyFanCalculation.externalPressDrop, sheet.exhaustFanCalculation.externalPressDrop, 'Pa', 0)}`,
      ),
      item(l.arrangement, sheet.recovery.supplyZone === 'lower' ? l.supplyLower : l.supplyUpper),
      item(l.installation, spec.installation === 'indoor' ? l.indoor : l.outdoor),
    ],
  ]);
  const classes = sheet.ecodesign.casingClasses;
  sections.push([
    t.headings.casing,
    [
      `${capitalize(l.insulation[ctx.position.input.casing])}.`,
      item(
        l.casingClasses,
        [
          classes.thermalTransmittance,
          classes.thermalBridging,
          classes.leakage,
          classes.deflection,
          classes.filterBypass,
        ].join(', '),
      ),
    ],
  ]);
  const winter = sheet.winterRecCalculation;
  const summer = sheet.summerRecCalculation;
  const season = (label: string, r: typeof winter) =>
    item(
      label,
      `${l.efficiency} ${n(r.temperatureEfficiency ?? 0)} %, ${l.recoveredPower} ${q(r.sup_TotalHeat, 'kW', 1)}, ` +
        `${l.airTemperatures} ${pair(r.sup_AirTempIn, r.sup_AirTempOut, '°C', 1)}`,
    );
  sections.push([
    t.headings.recovery,
    [
      `${l.recoveryType[family]}, ${l.recoveryDrive[family]}.`,
      item(l.model, `${sheet.recovery.model} (${catalogueText(sheet.recovery.material, ctx.language)})`),
      item(l.dryEfficiency, `${n(sheet.ecodesign.thermalEfficiency)} %`),
      season(l.winter, winter),
      season(l.summer, summer),
      // The drop the fans are sized with (at 20 C): the season values (summer, winter) are on the data sheet.
      item(
        l.pressureDrop,
        `${pair(sheet.supplyFanCalculation.internalDrops.recovery, sheet.exhaustFanCalculation.internalDrops.recovery, 'Pa', 0)}`,
      ),
    ],
  ]);
  const preheater = sheet.frostPreheater;
  if (preheater) {
    sections.push([
      t.headings.frostPreheater,
      [
        l.preheaterIntro,
        item(l.preheaterDuty, `${q(preheater.duty, 'kW', 2)}`),
        item(
          l.preheaterInstalled,
          `${q(preheater.ratedPower, 'kW el', 1)} (${preheater.steps} × ${q(preheater.stepPower, 'kW el', 1)})`,
        ),
        item(l.preheaterSupply, `3 ~ ${n(preheater.supplyVoltage, 0)} V, ${n(preheater.current)} A`),
        item(l.airTemperatures, `${pair(preheater.airIn.tDb, preheater.airOut.tDb, '°C', 1)}`),
      ],
    ]);
  }
  const coil = (c: CoilSection) => [
    item(l.capacity, `${q(c.capacity, 'kW', 2)}`),
    item(l.sensibleCapacity, `${q(c.sensibleCapacity, 'kW', 2)}`),
    item(l.airTemperatures, `${pair(c.temperatureIn, c.temperatureOut, '°C', 1)}`),
    item(
      l.fluidTemperatures,
      `${l.medium[c.mediumType] ?? c.mediumType}${c.concentration > 0 ? ` ${n(c.concentration, 0)} %` : ''}, ` +
        `${pair(c.mediumTemperatureIn, c.mediumTemperatureOut, '°C', 1)}`,
    ),
    item(l.fluidFlow, `${q(c.fluidFlow, 'm³/h liquid', 2)}`),
    item(l.airPressureDrop, `${q(c.airPressureDrop, 'Pa', 0)}`),
    item(l.fluidPressureDrop, `${q(c.fluidPressureDrop, 'kPa', 1)}`),
    item(l.rows, String(c.rows)),
    item(
      l.geometry,
      `${c.rows} × ${c.tubesPerRow}, ${l.finPitch} ${q(c.finSpacing, 'mm', 1)}, ${c.circuits} ${l.circuits}, ` +
        `${l.fluidVelocity} ${q(c.fluidVelocity, 'm/s', 2)}, ${l.faceVelocity} ${q(c.faceVelocity, 'm/s', 2)}`,
    ),
    ...(c.condensate > 0 ? [item(l.condensate, `${q(c.condensate, 'kg', 1)}/h`)] : []),
  ];
  if (sheet.cooling) {
    sections.push([t.headings.cooler, coil(sheet.cooling)]);
  }
  if (sheet.heating) {
    sections.push([t.headings.heater, coil(sheet.heating)]);
  }
  const filter = (label: string, f: FilterSection) =>
    item(
      label,
      `${f.classISO16890} (${f.classEN779}), ${catalogueText(f.type, ctx.language)}, ${f.dimension}, ${l.filterDrops} ` +
        `${pair(f.initPressureDrop, f.recFinalPressDrop, 'Pa', 0)}`,
    );
  sections.push([
    t.headings.filters,
    [
      filter(l.supplyFilter, sheet.supplyFilterCalculation),
      filter(l.exhaustFilter, sheet.exhaustFilterCalculation),
    ],
  ]);
  const fan = (label: string, f: FanSection) =>
    item(
      label,
      `${l.fanType} (${f.type}), ${q(f.airVolumeFlow, 'm³/h', 0)}, ${l.totalPressure} ${q(f.totalPressDrop, 'Pa', 0)}, ` +
        `${l.absorbedPower} ${q(f.absorbedPower, 'kW el', 2)}, ${l.speed} ${n(f.rotationSpeed, 0)} 1/min, ` +
        `${l.motor} ${q(f.power, 'kW el', 2)} ${f.powerSupply} ${f.protectionClass}, ${l.fanSfp} ${q(f.sfpValue, 'W/(m³/s)', 0)} (${f.sfpClass})`,
    );
  sections.push([
    t.headings.fans,
    [
      fan(l.supplyFan, sheet.supplyFanCalculation),
      fan(l.exhaustFan, sheet.exhaustFanCalculation),
      item(l.sfpUnit, `${q(sheet.ecodesign.sfpUnit, 'W/(m³/s)', 0)}, ${sheet.ecodesign.sfpUnitClass}`),
    ],
  ]);
  const devices = SCHEME_TEXTS[ctx.language].devices;
  sections.push([
    t.headings.controls,
    [
      ctx.position.input.controls ? l.controlsIncluded : l.controlsExcluded,
      ...schemeDevices(ctx).map((d) => `- ${d.tag}: ${devices[d.kind]} (${d.signals.join(', ')})`),
    ],
  ]);
  const erp = sheet.ecodesign;
  sections.push([
    t.headings.ecodesign,
    [
      item(l.regulation, `${erp.regulation}, Tier ${erp.tier}`),
      item(l.compliant, yesNo(erp.compliant)),
      item(l.thermalEfficiencyMin, `${n(erp.thermalEfficiency)} % / ${n(erp.thermalEfficiencyMin)} %`),
      item(l.sfpInt, `${pair(erp.sfpInt, erp.sfpIntLimit, 'W/(m³/s)', 0)}`),
      item(l.energyClass, `${erp.energyClassSummer} / ${erp.energyClassWinter}`),
      item(l.velocityClass, erp.velocityClass),
    ],
  ]);
  sections.push([
    t.headings.dimensions,
    [
      item(
        l.dimensions,
        `${[spec.length, spec.width, spec.height].map((side) => inSystem(side, 'mm', 0)).join(' × ')} ${unitSymbol('mm', system)}`,
      ),
      item(l.weight, `${q(spec.weight, 'kg', 0)}`),
      item(l.ducts, spec.connectingSections.flexibleConnection),
      item(l.sound, `${n(sheet.noiseLevels.soundPressureAt1m, 0)} dB(A)`),
    ],
  ]);

  sections.forEach(([heading, lines], i) => {
    out.push('', `${i + 1}. ${heading}`, ...lines);
  });
  out.push('', `${BRANDS[ctx.brand].softwareName} ${ctx.release}`);
  // What the texts and the catalogue say with SI units ('at 20 °C', '50 mm'), in the reader's units too.
  return textInSystem(`${out.join('\n')}\n`, system, n);
}

/** The specification text on A4 pages: the title and the numbered headings bold. */
export async function specificationPdf(ctx: DocumentContext): Promise<Buffer> {
  const t = SPECIFICATION_TEXTS[ctx.language];
  const brand = BRANDS[ctx.brand];
  const doc = createPdf({ title: `${t.title} – ${ctx.position.name}`, author: brand.name });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  specificationText(ctx)
    .trimEnd()
    .split('\n')
    .forEach((line, i) => {
      const heading = i === 0 || /^\d+\. /.test(line);
      if (line === '') {
        doc.moveDown(0.5);
        return;
      }
      doc
        .font(heading ? 'bold' : 'regular')
        .fontSize(i === 0 ? 14 : heading ? 11 : 9.5)
        .fillColor('#222222')
        .text(line, { width, indent: line.startsWith('- ') ? 8 : 0 });
      if (i === 0) {
        doc.moveDown(0.4);
      }
    });
  return pdfBuffer(doc);
}
