import { BRANDS } from '../../../contracts/brands';
import type { CoilSection, FanSection, FilterSection } from '../../../contracts/calc';
import { demoNoticeLine, type DocumentContext } from '../context';
import { schemeDevices } from '../control-scheme/devices';
import { SCHEME_TEXTS } from '../control-scheme/texts';
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
      item(l.supplyFlow, `${n(spec.supplySide.airVolumeFlow, 0)} m³/h`),
      item(l.exhaustFlow, `${n(spec.exhaustSide.airVolumeFlow, 0)} m³/h`),
      item(
        l.externalPressure,
        `${n(sheet.supplyFanCalculation.externalPressDrop, 0)} / ${n(sheet.exhaustFanCalculation.externalPressDrop, 0)} Pa`,
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
      `${l.efficiency} ${n(r.temperatureEfficiency ?? 0)} %, ${l.recoveredPower} ${n(r.sup_TotalHeat)} kW, ` +
        `${l.airTemperatures} ${n(r.sup_AirTempIn)} / ${n(r.sup_AirTempOut)} °C`,
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
        `${n(sheet.supplyFanCalculation.internalDrops.recovery, 0)} / ${n(sheet.exhaustFanCalculation.internalDrops.recovery, 0)} Pa`,
      ),
    ],
  ]);
  const preheater = sheet.frostPreheater;
  if (preheater) {
    sections.push([
      t.headings.frostPreheater,
      [
        l.preheaterIntro,
        item(l.preheaterDuty, `${n(preheater.duty, 2)} kW`),
        item(
          l.preheaterInstalled,
          `${n(preheater.ratedPower)} kW (${preheater.steps} × ${n(preheater.stepPower)} kW)`,
        ),
        item(l.preheaterSupply, `3 ~ ${n(preheater.supplyVoltage, 0)} V, ${n(preheater.current)} A`),
        item(l.airTemperatures, `${n(preheater.airIn.tDb)} / ${n(preheater.airOut.tDb)} °C`),
      ],
    ]);
  }
  const coil = (c: CoilSection) => [
    item(l.capacity, `${n(c.capacity, 2)} kW`),
    item(l.sensibleCapacity, `${n(c.sensibleCapacity, 2)} kW`),
    item(l.airTemperatures, `${n(c.temperatureIn)} / ${n(c.temperatureOut)} °C`),
    item(
      l.fluidTemperatures,
      `${l.medium[c.mediumType] ?? c.mediumType}${c.concentration > 0 ? ` ${n(c.concentration, 0)} %` : ''}, ` +
        `${n(c.mediumTemperatureIn)} / ${n(c.mediumTemperatureOut)} °C`,
    ),
    item(l.fluidFlow, `${n(c.fluidFlow, 2)} m³/h`),
    item(l.airPressureDrop, `${n(c.airPressureDrop, 0)} Pa`),
    item(l.fluidPressureDrop, `${n(c.fluidPressureDrop)} kPa`),
    item(l.rows, String(c.rows)),
    item(
      l.geometry,
      `${c.rows} × ${c.tubesPerRow}, ${l.finPitch} ${n(c.finSpacing, 1)} mm, ${c.circuits} ${l.circuits}, ` +
        `${l.fluidVelocity} ${n(c.fluidVelocity, 2)} m/s, ${l.faceVelocity} ${n(c.faceVelocity, 2)} m/s`,
    ),
    ...(c.condensate > 0 ? [item(l.condensate, `${n(c.condensate)} kg/h`)] : []),
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
      `${f.classISO16890} (${f.classEN779}), ${f.type}, ${f.dimension}, ${l.filterDrops} ` +
        `${n(f.initPressureDrop, 0)} / ${n(f.recFinalPressDrop, 0)} Pa`,
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
      `${l.fanType} (${f.type}), ${n(f.airVolumeFlow, 0)} m³/h, ${l.totalPressure} ${n(f.totalPressDrop, 0)} Pa, ` +
        `${l.absorbedPower} ${n(f.absorbedPower, 2)} kW, ${l.speed} ${n(f.rotationSpeed, 0)} 1/min, ` +
        `${l.motor} ${n(f.power, 2)} kW ${f.powerSupply} ${f.protectionClass}, ${l.fanSfp} ${n(f.sfpValue, 0)} W/(m³/s) (${f.sfpClass})`,
    );
  sections.push([
    t.headings.fans,
    [
      fan(l.supplyFan, sheet.supplyFanCalculation),
      fan(l.exhaustFan, sheet.exhaustFanCalculation),
      item(l.sfpUnit, `${n(sheet.ecodesign.sfpUnit, 0)} W/(m³/s), ${sheet.ecodesign.sfpUnitClass}`),
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
      item(l.sfpInt, `${n(erp.sfpInt, 0)} / ${n(erp.sfpIntLimit, 0)} W/(m³/s)`),
      item(l.energyClass, `${erp.energyClassSummer} / ${erp.energyClassWinter}`),
      item(l.velocityClass, erp.velocityClass),
    ],
  ]);
  sections.push([
    t.headings.dimensions,
    [
      item(l.dimensions, `${spec.length} × ${spec.width} × ${spec.height} mm`),
      item(l.weight, `${n(spec.weight, 0)} kg`),
      item(l.ducts, spec.connectingSections.flexibleConnection),
      item(l.sound, `${n(sheet.noiseLevels.soundPressureAt1m, 0)} dB(A)`),
    ],
  ]);

  sections.forEach(([heading, lines], i) => {
    out.push('', `${i + 1}. ${heading}`, ...lines);
  });
  out.push('', `${BRANDS[ctx.brand].softwareName} ${ctx.release}`);
  return `${out.join('\n')}\n`;
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
