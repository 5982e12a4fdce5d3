/**
 * The demo Compact PRO catalogue's frost protection and octave-band sound data (issue 16): tables of their own,
 * so a manufacturer's catalogue file adds them as separate blocks. The values are demo values of the size typical
 * AHU data give; docs/engine.md, "Frost protection" and "Sound at the connections", names the sources.
 */
import type { AcousticData, ExchangerMatrix, FrostPreheaterData, FrostProtection } from './types';

/** Frost protection per exchanger kind. Plates and the membrane have the card's integrated face-and-bypass damper
 * and, below the temperature at which the bypass alone can hold the cold corner above the frost limit, an electric
 * frost preheater in the outdoor air; the wheel lowers its speed (the card's rotor controller). */
export const FROST_PROTECTION: Readonly<Record<ExchangerMatrix['kind'], FrostProtection>> = {
  'counterflow plate': {
    stages: ['faceAndBypass', 'preheater'],
    wallLimitC: 0,
    maxBypassShare: 0.5,
    description: 'face and bypass damper (up to 50 % bypass), then electric frost preheater',
  },
  'enthalpy plate': {
    stages: ['faceAndBypass', 'preheater'],
    wallLimitC: 0,
    maxBypassShare: 0.5,
    description: 'face and bypass damper (up to 50 % bypass), then electric frost preheater',
  },
  'rotary wheel': {
    stages: ['speedReduction'],
    wallLimitC: 0,
    maxBypassShare: 0,
    description: 'rotor speed reduction',
  },
};

/**
 * The electric frost preheater (demo values, issue 25): 2.5 kW steps of open-coil elements, 400 V three-phase; euro
 * 450 for the frame with its two overheat cut-outs (automatic and manual reset) and the step controller, euro 120 per
 * step. A 17.4 kW duty is installed as 7 steps = 17.5 kW for 450 + 7 x 120 = 1 290 euro.
 */
export const FROST_PREHEATER: FrostPreheaterData = {
  stepPowerW: 2500,
  framePriceEur: 450,
  stepPriceEur: 120,
  supplyVoltageV: 400,
};

/**
 * Octave bands 63, 125, 250, 500, 1000, 2000, 4000, 8000 Hz.
 * - The 63 Hz band of the plug fans: backward-curved wheels under 0.75 m have the same specific sound power at 63 Hz
 *   as at 125 Hz (ASHRAE Handbook HVAC Applications 1999 ch. 46, Table 3, Graham's fan spectra): 0 dB.
 * - Insertion losses: demo values within the ranges VDI 2081-1:2019 section 6 ("Schalldämpfung von Bauteilen der
 *   RLT-Anlage") gives for finned coils (more rows, more loss), bag filters, plate and rotary exchangers and lined
 *   chambers; a manufacturer replaces them with insertion losses measured to ISO 7235.
 * - Panels: sound reduction index R of 50 mm steel sandwich panels (0.6 mm skins; the mass law R = 20 lg(m f) - 47 dB
 *   with m = 12 kg/m2 (XPS) and 16 kg/m2 (rock wool), the XPS panel lowered where its stiff core's dilatational
 *   resonance lies, EN 12354-1 Annex B), and the mean absorption coefficient of the casing's interior (sheet-steel
 *   skins, coils, filters, exchanger faces).
 */
export const ACOUSTICS: AcousticData = {
  fan63HzRelativeTo125Db: { inlet: 0, outlet: 0 },
  insertionLossDb: {
    heater: [0, 0.5, 1, 1.5, 2, 3, 3, 3],
    cooler: [0.5, 1, 1.5, 2.5, 4, 5, 6, 6],
    filter: [0, 0.5, 1, 1.5, 2.5, 3, 4, 4],
    exchanger: {
      'counterflow plate': [1, 2, 3, 5, 7, 9, 10, 10],
      'enthalpy plate': [1, 2, 3, 5, 7, 9, 10, 10],
      'rotary wheel': [1, 1.5, 2, 3, 5, 6, 7, 7],
    },
    outletPlenum: [1, 2, 3, 5, 7, 8, 8, 8],
    inletPlenum: [0.5, 1, 2, 3, 5, 6, 6, 6],
  },
  panels: {
    XPS: {
      soundReductionDb: [14, 18, 21, 23, 27, 31, 34, 36],
      interiorAbsorption: [0.08, 0.1, 0.15, 0.2, 0.25, 0.3, 0.3, 0.3],
    },
    RW: {
      soundReductionDb: [16, 21, 25, 29, 34, 39, 43, 45],
      interiorAbsorption: [0.08, 0.1, 0.15, 0.2, 0.25, 0.3, 0.3, 0.3],
    },
  },
};
