import type { HeatRecoveryFamily } from '../../../engine/catalogue';
import type { PriceItem } from '../../../engine/pricing';
import type { DocumentLanguage } from '../context';

type Medium = 'water' | 'ethylene' | 'propylene';

/** Every text the technical data sheet prints, in one language. Units are not translated: they are SI symbols. */
export interface DataSheetTexts {
  title: string;
  page: string;
  yes: string;
  no: string;
  header: {
    project: string;
    projectNumber: string;
    location: string;
    elevation: string;
    customer: string;
    representative: string;
    phone: string;
    email: string;
    position: string;
    revision: string;
    unit: string;
    calculated: string;
    generated: string;
    preparedBy: string;
  };
  sections: {
    general: string;
    airflow: string;
    airStates: string;
    recovery: string;
    frostPreheater: string;
    heater: string;
    cooler: string;
    filters: string;
    supplyFan: string;
    exhaustFan: string;
    sound: string;
    ecodesign: string;
    fixed: string;
    price: string;
  };
  general: {
    model: string;
    dimensions: string;
    weight: string;
    arrangement: string;
    arrangements: Record<'lower' | 'upper', string>;
    insulation: string;
    casingClasses: string;
    installation: string;
    installations: Record<'indoor' | 'outdoor', string>;
    transportSections: string;
    connections: string;
    /** '4 × flexible connection 800 x 200 mm' */
    connectionsValue: (count: number, dimensions: string) => string;
    airflowDirection: string;
  };
  airflow: {
    supply: string;
    exhaust: string;
    flow: string;
    casingVelocity: string;
    velocityClass: string;
    altitude: string;
    pressure: string;
    density: string;
  };
  airStates: {
    state: string;
    summer: string;
    winter: string;
    tDb: string;
    rh: string;
    x: string;
    outdoor: string;
    afterPreheater: string;
    afterRecovery: string;
    afterCooler: string;
    afterHeater: string;
    supply: string;
    extract: string;
    exhaust: string;
  };
  recovery: {
    type: string;
    types: Record<HeatRecoveryFamily, string>;
    model: string;
    material: string;
    controller: string;
    speedRegulator: string;
    bypass: string;
    torque: string;
    stepMotor: string;
    rotorSpeed: string;
    temperatureEfficiency: string;
    humidityEfficiency: string;
    recoveredPower: string;
    sensiblePower: string;
    moisture: string;
    supplyDrop: string;
    exhaustDrop: string;
    faceVelocity: string;
    condensate: string;
    /** 'Frost risk (exhaust below -7 °C)', the limit formatted by the caller. */
    frostRisk: (limit: string, wall: boolean) => string;
    /** The moisture row of a plate. */
    noMoistureTransfer: string;
    frostProtection: string;
    /** 'Frost protection starts below', the outdoor temperature formatted by the caller. */
    frostStart: string;
    frostStartNone: string;
    frostAtDesign: string;
    frostStages: Record<'none' | 'faceAndBypass' | 'preheater' | 'speedReduction', string>;
    coldCorner: string;
    unprotectedEfficiency: string;
    preheater: string;
    fanHeat: string;
  };
  /** The electric frost preheater's section (issue 25). */
  frostPreheater: {
    placement: string;
    placementValue: string;
    duty: string;
    ratedPower: string;
    /** '7 × 2.5 kW' */
    stepsValue: (steps: number, stepPower: string) => string;
    supply: string;
    airIn: string;
    airOut: string;
  };
  coil: {
    heaterSeason: string;
    coolerSeason: string;
    capacity: string;
    sensibleCapacity: string;
    airflow: string;
    airIn: string;
    airOut: string;
    faceVelocity: string;
    airDrop: string;
    medium: string;
    media: Record<Medium, string>;
    fluidIn: string;
    fluidOut: string;
    fluidFlow: string;
    fluidDrop: string;
    fluidVelocity: string;
    rows: string;
    finSpacing: string;
    /** Circuits (feeds) and tubes per row of the chosen geometry (issue 26). */
    circuits: string;
    tubesPerRow: string;
    material: string;
    condensate: string;
    dewPoint: string;
  };
  filters: {
    supply: string;
    exhaust: string;
    type: string;
    classIso: string;
    classEn: string;
    airflow: string;
    faceArea: string;
    faceVelocity: string;
    initial: string;
    final: string;
    design: string;
    energyClass: string;
    annualEnergy: string;
    dimensions: string;
  };
  fan: {
    model: string;
    fanType: string;
    airflow: string;
    speed: string;
    external: string;
    internal: string;
    total: string;
    kFactor: string;
    nozzle: string;
    efficiency: string;
    absorbedPower: string;
    current: string;
    sfp: string;
    sfpClass: string;
    motorType: string;
    ratedPower: string;
    ratedCurrent: string;
    ratedSpeed: string;
    powerSupply: string;
    protection: string;
    soundInlet: string;
    soundOutlet: string;
    drops: string;
    damper: string;
    filter: string;
    recovery: string;
    cooler: string;
    heater: string;
    casing: string;
    chart: string;
    operatingPoint: string;
    systemCurve: string;
    airflowAxis: string;
    pressureAxis: string;
  };
  sound: {
    caption: string;
    connection: string;
    bands: string;
    total: string;
    outdoorInlet: string;
    supplyOutlet: string;
    extractInlet: string;
    exhaustOutlet: string;
    casing: string;
    pressureAt1m: string;
    /** How L_p at 1 m is computed, with the measurement surface formatted by the caller. */
    pressureMethod: (surface: string) => string;
  };
  ecodesign: {
    verdict: (compliant: boolean, regulation: string, tier: number) => string;
    requested: string;
    requestMet: (met: boolean) => string;
    notRequested: string;
    thermalEfficiency: string;
    minimum: string;
    sfpInt: string;
    limit: string;
    bonus: string;
    filterCorrection: string;
    sfpUnit: string;
    velocityClass: string;
    energyClassSummer: string;
    energyClassWinter: string;
  };
  fixed: {
    thermalTransmittance: string;
    thermalBridging: string;
    leakage: string;
    deflection: string;
    filterBypass: string;
    qualityLevel: string;
    ambientPressure: string;
    iceLimit: string;
    freezeProtection: string;
    tubeFin: string;
    spareFilters: string;
  };
  price: {
    item: string;
    price: string;
    total: string;
    items: Record<Exclude<PriceItem['code'], 'base'>, string>;
  };
}

const en: DataSheetTexts = {
  title: 'Technical data sheet',
  page: 'Page',
  yes: 'yes',
  no: 'no',
  header: {
    project: 'Project',
    projectNumber: 'Project number',
    location: 'Location',
    elevation: 'Elevation',
    customer: 'Customer',
    representative: 'Representative',
    phone: 'Phone',
    email: 'E-mail',
    position: 'Position',
    revision: 'Revision',
    unit: 'Unit',
    calculated: 'Calculated',
    generated: 'Generated',
    preparedBy: 'Prepared by',
  },
  sections: {
    general: 'General product specification',
    airflow: 'Airflow and site',
    airStates: 'Air states',
    recovery: 'Heat recovery',
    frostPreheater: 'Electric frost preheater',
    heater: 'Heating coil',
    cooler: 'Cooling coil',
    filters: 'Filters',
    supplyFan: 'Supply fan',
    exhaustFan: 'Exhaust fan',
    sound: 'Sound data',
    ecodesign: 'Ecodesign',
    fixed: 'Technical card: fixed values',
    price: 'Price',
  },
  general: {
    model: 'Model',
    dimensions: 'Dimensions L × W × H',
    weight: 'Weight',
    arrangement: 'Arrangement',
    arrangements: {
      lower: 'supply air lower, exhaust air upper',
      upper: 'exhaust air lower, supply air upper',
    },
    insulation: 'Casing and insulation',
    casingClasses: 'Casing classes (EN 1886)',
    installation: 'Installation',
    installations: { indoor: 'indoor', outdoor: 'outdoor' },
    transportSections: 'Transport sections',
    connections: 'Duct connections',
    connectionsValue: (count, dimensions) => `${count} × flexible connection ${dimensions}`,
    airflowDirection: 'Airflow direction',
  },
  airflow: {
    supply: 'Supply air',
    exhaust: 'Exhaust air',
    flow: 'Airflow',
    casingVelocity: 'Casing velocity',
    velocityClass: 'Velocity class (EN 13053)',
    altitude: 'Altitude',
    pressure: 'Air pressure',
    density: 'Air density at the fans (20 °C)',
  },
  airStates: {
    state: 'Air state',
    summer: 'Summer',
    winter: 'Winter',
    tDb: 't, °C',
    rh: 'RH, %',
    x: 'x, g/kg',
    outdoor: 'Outdoor air',
    afterPreheater: 'After frost preheater',
    afterRecovery: 'After heat recovery',
    afterCooler: 'After cooling coil',
    afterHeater: 'After heating coil',
    supply: 'Supply air (after the supply fan)',
    extract: 'Extract air',
    exhaust: 'Exhaust air (after heat recovery and exhaust fan)',
  },
  recovery: {
    type: 'Type',
    types: {
      Rotary: 'Rotary heat exchanger',
      Plate: 'Counterflow plate heat exchanger (condensing)',
      Enthalpy: 'Enthalpy plate heat exchanger (membrane)',
    },
    model: 'Model',
    material: 'Material',
    controller: 'Controller',
    speedRegulator: 'Speed regulator',
    bypass: 'Bypass',
    torque: 'Torque',
    stepMotor: 'Drive motor',
    rotorSpeed: 'Rotor speed',
    temperatureEfficiency: 'Temperature efficiency (EN 308)',
    humidityEfficiency: 'Humidity efficiency (EN 308)',
    recoveredPower: 'Recovered power',
    sensiblePower: 'Sensible power',
    moisture: 'Moisture recovery',
    supplyDrop: 'Pressure drop at the season’s air, supply side',
    exhaustDrop: 'Pressure drop at the season’s air, exhaust side',
    faceVelocity: 'Face velocity, supply side',
    condensate: 'Condensate',
    frostRisk: (limit, wall) =>
      wall
        ? `Frost risk without protection (cold-corner wall below ${limit})`
        : `Frost risk (exhaust below ${limit})`,
    noMoistureTransfer: 'none (plate)',
    frostProtection: 'Frost protection',
    frostStart: 'Frost protection starts below (outdoor air)',
    frostStartNone: 'not needed down to -50 °C',
    frostAtDesign: 'Frost protection at the winter design point',
    frostStages: {
      none: 'not acting',
      faceAndBypass: 'face and bypass damper',
      preheater: 'electric frost preheater',
      speedReduction: 'rotor speed reduction',
    },
    coldCorner: 'Cold-corner wall / frost limit (winter)',
    unprotectedEfficiency: 'Temperature efficiency without frost protection (winter)',
    preheater: 'Frost preheater power / air leaving it',
    fanHeat: 'Fan heat (supply / exhaust, motor in the air stream)',
  },
  frostPreheater: {
    placement: 'Position',
    placementValue: 'outdoor air, after the supply filter, before the heat recovery',
    duty: 'Duty at the winter design point',
    ratedPower: 'Installed power (steps)',
    stepsValue: (steps, stepPower) => `${steps} × ${stepPower}`,
    supply: 'Electrical supply / line current',
    airIn: 'Air entering (outdoor air)',
    airOut: 'Air leaving (before the heat recovery)',
  },
  coil: {
    heaterSeason: 'winter design',
    coolerSeason: 'summer design',
    capacity: 'Capacity',
    sensibleCapacity: 'Sensible capacity',
    airflow: 'Airflow',
    airIn: 'Air in',
    airOut: 'Air out',
    faceVelocity: 'Face velocity',
    airDrop: 'Air pressure drop',
    medium: 'Medium',
    media: { water: 'water', ethylene: 'ethylene glycol', propylene: 'propylene glycol' },
    fluidIn: 'Fluid temperature in',
    fluidOut: 'Fluid temperature out',
    fluidFlow: 'Fluid flow',
    fluidDrop: 'Fluid pressure drop',
    fluidVelocity: 'Fluid velocity',
    rows: 'Tube rows',
    finSpacing: 'Fin spacing',
    circuits: 'Circuits',
    tubesPerRow: 'tubes per row',
    material: 'Tube / fin material',
    condensate: 'Condensate',
    dewPoint: 'Apparatus dew point',
  },
  filters: {
    supply: 'Supply air',
    exhaust: 'Extract air',
    type: 'Type',
    classIso: 'Class ISO 16890',
    classEn: 'Class EN 779',
    airflow: 'Airflow',
    faceArea: 'Face area',
    faceVelocity: 'Face velocity',
    initial: 'Initial pressure drop',
    final: 'Recommended final pressure drop',
    design: 'Design pressure drop',
    energyClass: 'Energy class (Eurovent 4/21)',
    annualEnergy: 'Annual energy',
    dimensions: 'Dimensions',
  },
  fan: {
    model: 'Fan',
    fanType: 'Fan type',
    airflow: 'Airflow',
    speed: 'Speed',
    external: 'External pressure',
    internal: 'Internal pressure',
    total: 'Total static pressure (fan)',
    kFactor: 'k factor',
    nozzle: 'Nozzle pressure',
    efficiency: 'System efficiency',
    absorbedPower: 'Absorbed power',
    current: 'Current',
    sfp: 'SFP of this fan',
    sfpClass: 'SFP class of this fan (EN 16798-3)',
    motorType: 'Motor',
    ratedPower: 'Rated power',
    ratedCurrent: 'Rated current',
    ratedSpeed: 'Rated speed',
    powerSupply: 'Power supply',
    protection: 'Protection class',
    soundInlet: 'Sound power, inlet',
    soundOutlet: 'Sound power, outlet',
    drops: 'Internal pressure drops',
    damper: 'Damper',
    filter: 'Filter',
    recovery: 'Heat recovery at 20 °C',
    cooler: 'Cooling coil',
    heater: 'Heating coil',
    casing: 'Casing',
    chart: 'Fan curves',
    operatingPoint: 'Operating point',
    systemCurve: 'System curve',
    airflowAxis: 'Airflow',
    pressureAxis: 'Static pressure rise',
  },
  sound: {
    caption:
      "Sound power level LW, dB re 1 pW, at the duct connections after the unit's coils, exchanger, filters and chambers; casing: breakout through the panels (EN 12354-4)",
    connection: 'Connection',
    bands: 'Octave band centre frequency, Hz',
    total: 'Total',
    outdoorInlet: 'Outdoor air inlet',
    supplyOutlet: 'Supply air outlet',
    extractInlet: 'Extract air inlet',
    exhaustOutlet: 'Exhaust air outlet',
    casing: 'Casing radiated',
    pressureAt1m: 'Sound pressure level at 1 m from the casing',
    pressureMethod: (surface: string) =>
      `ISO 3744 measurement surface at 1 m (${surface}), free field over a reflecting floor: Lp = LW - 10 lg S`,
  },
  ecodesign: {
    verdict: (compliant, regulation, tier) =>
      compliant
        ? `Complies with Regulation (EU) ${regulation.replace(/^EU\s*/, '')}, tier ${tier}`
        : `Does not comply with Regulation (EU) ${regulation.replace(/^EU\s*/, '')}, tier ${tier}`,
    requested: 'Compliance requested',
    requestMet: (met) => (met ? 'yes, met' : 'yes, not met'),
    notRequested: 'no',
    thermalEfficiency: 'Thermal efficiency (dry, balanced)',
    minimum: 'minimum',
    sfpInt: 'SFPint',
    limit: 'limit',
    bonus: 'Efficiency bonus E',
    filterCorrection: 'Filter correction F',
    sfpUnit: 'SFP of the unit (both fans, larger flow; EN 16798-3)',
    velocityClass: 'Velocity class',
    energyClassSummer: 'Energy class, summer',
    energyClassWinter: 'Energy class, winter',
  },
  fixed: {
    thermalTransmittance: 'Thermal transmittance (EN 1886)',
    thermalBridging: 'Thermal bridging (EN 1886)',
    leakage: 'Casing air leakage (EN 1886)',
    deflection: 'Mechanical strength (EN 1886)',
    filterBypass: 'Filter bypass leakage (EN 1886)',
    qualityLevel: 'Quality level',
    ambientPressure: 'Reference ambient pressure',
    iceLimit: 'Ice formation limit',
    freezeProtection: 'Freeze protection, supply temperature',
    tubeFin: 'Coil tube / fin material',
    spareFilters: 'Spare filter sets',
  },
  price: {
    item: 'Item',
    price: 'Price',
    total: 'Total (net)',
    items: {
      heater: 'Heating coil',
      cooler: 'Cooling coil',
      supplyFilter: 'Supply filter class surcharge',
      returnFilter: 'Extract filter class surcharge',
      premiumFans: 'Premium fans',
      rockWool: 'Rock wool casing',
      outdoor: 'Outdoor weatherproofing',
      onePiece: 'One-piece transport (assembled and tested in the factory)',
      controls: 'Controls',
      frostPreheater: 'Electric frost preheater',
    },
  },
};

const de: DataSheetTexts = {
  title: 'Technisches Datenblatt',
  page: 'Seite',
  yes: 'ja',
  no: 'nein',
  header: {
    project: 'Projekt',
    projectNumber: 'Projektnummer',
    location: 'Standort',
    elevation: 'Höhe',
    customer: 'Kunde',
    representative: 'Ansprechpartner',
    phone: 'Telefon',
    email: 'E-Mail',
    position: 'Position',
    revision: 'Revision',
    unit: 'Gerät',
    calculated: 'Berechnet',
    generated: 'Erstellt',
    preparedBy: 'Bearbeiter',
  },
  sections: {
    general: 'Allgemeine Produktspezifikation',
    airflow: 'Volumenstrom und Standort',
    airStates: 'Luftzustände',
    recovery: 'Wärmerückgewinnung',
    frostPreheater: 'Elektrisches Frostschutz-Vorheizregister',
    heater: 'Lufterhitzer',
    cooler: 'Luftkühler',
    filters: 'Filter',
    supplyFan: 'Zuluftventilator',
    exhaustFan: 'Fortluftventilator',
    sound: 'Schalldaten',
    ecodesign: 'Ökodesign',
    fixed: 'Technisches Datenblatt: feste Werte',
    price: 'Preis',
  },
  general: {
    model: 'Modell',
    dimensions: 'Abmessungen L × B × H',
    weight: 'Gewicht',
    arrangement: 'Anordnung',
    arrangements: {
      lower: 'Zuluft unten, Fortluft oben',
      upper: 'Fortluft unten, Zuluft oben',
    },
    insulation: 'Gehäuse und Dämmung',
    casingClasses: 'Gehäuseklassen (EN 1886)',
    installation: 'Aufstellung',
    installations: { indoor: 'innen', outdoor: 'außen' },
    transportSections: 'Transportteile',
    connections: 'Kanalanschlüsse',
    connectionsValue: (count, dimensions) => `${count} × elastischer Stutzen ${dimensions}`,
    airflowDirection: 'Luftführung',
  },
  airflow: {
    supply: 'Zuluft',
    exhaust: 'Fortluft',
    flow: 'Volumenstrom',
    casingVelocity: 'Gehäusegeschwindigkeit',
    velocityClass: 'Geschwindigkeitsklasse (EN 13053)',
    altitude: 'Höhe über dem Meer',
    pressure: 'Luftdruck',
    density: 'Luftdichte an den Ventilatoren (20 °C)',
  },
  airStates: {
    state: 'Luftzustand',
    summer: 'Sommer',
    winter: 'Winter',
    tDb: 't, °C',
    rh: 'rF, %',
    x: 'x, g/kg',
    outdoor: 'Außenluft',
    afterPreheater: 'Nach Frostschutz-Vorheizregister',
    afterRecovery: 'Nach Wärmerückgewinnung',
    afterCooler: 'Nach Luftkühler',
    afterHeater: 'Nach Lufterhitzer',
    supply: 'Zuluft (nach dem Zuluftventilator)',
    extract: 'Abluft',
    exhaust: 'Fortluft (nach Wärmerückgewinnung und Fortluftventilator)',
  },
  recovery: {
    type: 'Bauart',
    types: {
      Rotary: 'Rotationswärmeübertrager',
      Plate: 'Gegenstrom-Plattenwärmeübertrager (kondensierend)',
      Enthalpy: 'Enthalpie-Plattenwärmeübertrager (Membran)',
    },
    model: 'Modell',
    material: 'Material',
    controller: 'Regler',
    speedRegulator: 'Drehzahlregelung',
    bypass: 'Bypass',
    torque: 'Drehmoment',
    stepMotor: 'Antriebsmotor',
    rotorSpeed: 'Rotordrehzahl',
    temperatureEfficiency: 'Temperaturübertragungsgrad (EN 308)',
    humidityEfficiency: 'Feuchteübertragungsgrad (EN 308)',
    recoveredPower: 'Rückgewonnene Leistung',
    sensiblePower: 'Sensible Leistung',
    moisture: 'Feuchterückgewinnung',
    supplyDrop: 'Druckverlust bei der Luft der Jahreszeit, Zuluftseite',
    exhaustDrop: 'Druckverlust bei der Luft der Jahreszeit, Fortluftseite',
    faceVelocity: 'Anströmgeschwindigkeit, Zuluftseite',
    condensate: 'Kondensat',
    frostRisk: (limit, wall) =>
      wall
        ? `Vereisungsgefahr ohne Frostschutz (kalte Ecke der Platte unter ${limit})`
        : `Vereisungsgefahr (Fortluft unter ${limit})`,
    noMoistureTransfer: 'keine (Platte)',
    frostProtection: 'Frostschutz',
    frostStart: 'Frostschutz setzt ein unter (Außenluft)',
    frostStartNone: 'bis -50 °C nicht nötig',
    frostAtDesign: 'Frostschutz im Winter-Auslegungspunkt',
    frostStages: {
      none: 'nicht aktiv',
      faceAndBypass: 'Bypassklappe',
      preheater: 'elektrisches Frostschutz-Vorheizregister',
      speedReduction: 'Drehzahlabsenkung des Rotors',
    },
    coldCorner: 'Wandtemperatur kalte Ecke / Frostgrenze (Winter)',
    unprotectedEfficiency: 'Temperaturwirkungsgrad ohne Frostschutz (Winter)',
    preheater: 'Vorheizleistung / Luft danach',
    fanHeat: 'Ventilatorwärme (Zuluft / Fortluft, Motor im Luftstrom)',
  },
  frostPreheater: {
    placement: 'Einbauort',
    placementValue: 'Außenluft, nach dem Zuluftfilter, vor der Wärmerückgewinnung',
    duty: 'Leistung im Winterauslegungspunkt',
    ratedPower: 'Installierte Leistung (Stufen)',
    stepsValue: (steps, stepPower) => `${steps} × ${stepPower}`,
    supply: 'Elektroanschluss / Leiterstrom',
    airIn: 'Lufteintritt (Außenluft)',
    airOut: 'Luftaustritt (vor der Wärmerückgewinnung)',
  },
  coil: {
    heaterSeason: 'Winterauslegung',
    coolerSeason: 'Sommerauslegung',
    capacity: 'Leistung',
    sensibleCapacity: 'Sensible Leistung',
    airflow: 'Volumenstrom',
    airIn: 'Luft Eintritt',
    airOut: 'Luft Austritt',
    faceVelocity: 'Anströmgeschwindigkeit',
    airDrop: 'Luftseitiger Druckverlust',
    medium: 'Medium',
    media: { water: 'Wasser', ethylene: 'Ethylenglykol', propylene: 'Propylenglykol' },
    fluidIn: 'Medium Vorlauf',
    fluidOut: 'Medium Rücklauf',
    fluidFlow: 'Mediumstrom',
    fluidDrop: 'Wasserseitiger Druckverlust',
    fluidVelocity: 'Mediumgeschwindigkeit',
    rows: 'Rohrreihen',
    finSpacing: 'Lamellenabstand',
    circuits: 'Kreise',
    tubesPerRow: 'Rohre je Reihe',
    material: 'Rohr / Lamelle',
    condensate: 'Kondensat',
    dewPoint: 'Apparatetaupunkt',
  },
  filters: {
    supply: 'Zuluft',
    exhaust: 'Abluft',
    type: 'Bauart',
    classIso: 'Klasse ISO 16890',
    classEn: 'Klasse EN 779',
    airflow: 'Volumenstrom',
    faceArea: 'Anströmfläche',
    faceVelocity: 'Anströmgeschwindigkeit',
    initial: 'Anfangsdruckverlust',
    final: 'Empfohlener Enddruckverlust',
    design: 'Auslegungsdruckverlust',
    energyClass: 'Energieklasse (Eurovent 4/21)',
    annualEnergy: 'Jahresenergie',
    dimensions: 'Abmessungen',
  },
  fan: {
    model: 'Ventilator',
    fanType: 'Ausführung',
    airflow: 'Volumenstrom',
    speed: 'Drehzahl',
    external: 'Externe Pressung',
    internal: 'Interne Druckverluste',
    total: 'Statische Gesamtpressung (Ventilator)',
    kFactor: 'k-Faktor',
    nozzle: 'Düsendruck',
    efficiency: 'Systemwirkungsgrad',
    absorbedPower: 'Leistungsaufnahme',
    current: 'Strom',
    sfp: 'SFP dieses Ventilators',
    sfpClass: 'SFP-Klasse dieses Ventilators (EN 16798-3)',
    motorType: 'Motor',
    ratedPower: 'Nennleistung',
    ratedCurrent: 'Nennstrom',
    ratedSpeed: 'Nenndrehzahl',
    powerSupply: 'Spannungsversorgung',
    protection: 'Schutzart',
    soundInlet: 'Schallleistung, Eintritt',
    soundOutlet: 'Schallleistung, Austritt',
    drops: 'Interne Druckverluste',
    damper: 'Klappe',
    filter: 'Filter',
    recovery: 'Wärmerückgewinnung bei 20 °C',
    cooler: 'Luftkühler',
    heater: 'Lufterhitzer',
    casing: 'Gehäuse',
    chart: 'Ventilatorkennlinien',
    operatingPoint: 'Betriebspunkt',
    systemCurve: 'Anlagenkennlinie',
    airflowAxis: 'Volumenstrom',
    pressureAxis: 'Statische Druckerhöhung',
  },
  sound: {
    caption:
      'Schallleistungspegel LW, dB re 1 pW, an den Kanalanschlüssen nach Registern, Wärmetauscher, Filtern und Kammern des Geräts; Gehäuse: Abstrahlung durch die Paneele (EN 12354-4)',
    connection: 'Anschluss',
    bands: 'Oktavband-Mittenfrequenz, Hz',
    total: 'Summe',
    outdoorInlet: 'Außenluft-Eintritt',
    supplyOutlet: 'Zuluft-Austritt',
    extractInlet: 'Abluft-Eintritt',
    exhaustOutlet: 'Fortluft-Austritt',
    casing: 'Gehäuseabstrahlung',
    pressureAt1m: 'Schalldruckpegel in 1 m Abstand vom Gehäuse',
    pressureMethod: (surface: string) =>
      `Messfläche nach ISO 3744 in 1 m (${surface}), Freifeld über reflektierendem Boden: Lp = LW - 10 lg S`,
  },
  ecodesign: {
    verdict: (compliant, regulation, tier) =>
      compliant
        ? `Erfüllt die Verordnung (EU) ${regulation.replace(/^EU\s*/, '')}, Stufe ${tier}`
        : `Erfüllt die Verordnung (EU) ${regulation.replace(/^EU\s*/, '')}, Stufe ${tier}, nicht`,
    requested: 'Konformität gefordert',
    requestMet: (met) => (met ? 'ja, erfüllt' : 'ja, nicht erfüllt'),
    notRequested: 'nein',
    thermalEfficiency: 'Temperaturübertragungsgrad (trocken, ausgeglichen)',
    minimum: 'Mindestwert',
    sfpInt: 'SFPint',
    limit: 'Grenzwert',
    bonus: 'Effizienzbonus E',
    filterCorrection: 'Filterkorrektur F',
    sfpUnit: 'SFP des Geräts (beide Ventilatoren, größerer Volumenstrom; EN 16798-3)',
    velocityClass: 'Geschwindigkeitsklasse',
    energyClassSummer: 'Energieklasse, Sommer',
    energyClassWinter: 'Energieklasse, Winter',
  },
  fixed: {
    thermalTransmittance: 'Wärmedurchgang (EN 1886)',
    thermalBridging: 'Wärmebrücken (EN 1886)',
    leakage: 'Gehäuseleckage (EN 1886)',
    deflection: 'Mechanische Festigkeit (EN 1886)',
    filterBypass: 'Filter-Bypass-Leckage (EN 1886)',
    qualityLevel: 'Qualitätsstufe',
    ambientPressure: 'Referenz-Umgebungsdruck',
    iceLimit: 'Vereisungsgrenze',
    freezeProtection: 'Frostschutz, Zulufttemperatur',
    tubeFin: 'Register Rohr / Lamelle',
    spareFilters: 'Ersatzfiltersätze',
  },
  price: {
    item: 'Position',
    price: 'Preis',
    total: 'Summe (netto)',
    items: {
      heater: 'Lufterhitzer',
      cooler: 'Luftkühler',
      supplyFilter: 'Aufpreis Filterklasse Zuluft',
      returnFilter: 'Aufpreis Filterklasse Abluft',
      premiumFans: 'Premium-Ventilatoren',
      rockWool: 'Gehäuse mit Mineralwolle',
      outdoor: 'Wetterschutz für Außenaufstellung',
      onePiece: 'Transport in einem Teil (im Werk montiert und geprüft)',
      controls: 'Regelung',
      frostPreheater: 'Elektrisches Frostschutz-Vorheizregister',
    },
  },
};

const sr: DataSheetTexts = {
  title: 'Tehnički list',
  page: 'Strana',
  yes: 'da',
  no: 'ne',
  header: {
    project: 'Projekat',
    projectNumber: 'Broj projekta',
    location: 'Lokacija',
    elevation: 'Nadmorska visina',
    customer: 'Kupac',
    representative: 'Predstavnik',
    phone: 'Telefon',
    email: 'E-pošta',
    position: 'Pozicija',
    revision: 'Revizija',
    unit: 'Uređaj',
    calculated: 'Proračunato',
    generated: 'Generisano',
    preparedBy: 'Pripremio',
  },
  sections: {
    general: 'Opšta specifikacija proizvoda',
    airflow: 'Protok vazduha i lokacija',
    airStates: 'Stanja vazduha',
    recovery: 'Rekuperacija toplote',
    frostPreheater: 'Električni predgrejač za zaštitu od smrzavanja',
    heater: 'Grejač',
    cooler: 'Hladnjak',
    filters: 'Filteri',
    supplyFan: 'Ventilator dovodnog vazduha',
    exhaustFan: 'Ventilator otpadnog vazduha',
    sound: 'Podaci o buci',
    ecodesign: 'Ekodizajn',
    fixed: 'Tehnički list: fiksne vrednosti',
    price: 'Cena',
  },
  general: {
    model: 'Model',
    dimensions: 'Dimenzije D × Š × V',
    weight: 'Masa',
    arrangement: 'Raspored',
    arrangements: {
      lower: 'dovodni vazduh dole, otpadni vazduh gore',
      upper: 'otpadni vazduh dole, dovodni vazduh gore',
    },
    insulation: 'Kućište i izolacija',
    casingClasses: 'Klase kućišta (EN 1886)',
    installation: 'Ugradnja',
    installations: { indoor: 'unutrašnja', outdoor: 'spoljna' },
    transportSections: 'Transportne sekcije',
    connections: 'Priključci kanala',
    connectionsValue: (count, dimensions) => `${count} × fleksibilni priključak ${dimensions}`,
    airflowDirection: 'Smer strujanja',
  },
  airflow: {
    supply: 'Dovodni vazduh',
    exhaust: 'Otpadni vazduh',
    flow: 'Protok',
    casingVelocity: 'Brzina u kućištu',
    velocityClass: 'Klasa brzine (EN 13053)',
    altitude: 'Nadmorska visina',
    pressure: 'Pritisak vazduha',
    density: 'Gustina vazduha na ventilatorima (20 °C)',
  },
  airStates: {
    state: 'Stanje vazduha',
    summer: 'Leto',
    winter: 'Zima',
    tDb: 't, °C',
    rh: 'RV, %',
    x: 'x, g/kg',
    outdoor: 'Spoljni vazduh',
    afterPreheater: 'Posle predgrejača',
    afterRecovery: 'Posle rekuperatora',
    afterCooler: 'Posle hladnjaka',
    afterHeater: 'Posle grejača',
    supply: 'Dovodni vazduh (posle dovodnog ventilatora)',
    extract: 'Odsisni vazduh',
    exhaust: 'Otpadni vazduh (posle rekuperatora i odsisnog ventilatora)',
  },
  recovery: {
    type: 'Tip',
    types: {
      Rotary: 'Rotacioni izmenjivač toplote',
      Plate: 'Protivstrujni pločasti izmenjivač (kondenzacioni)',
      Enthalpy: 'Entalpijski pločasti izmenjivač (membranski)',
    },
    model: 'Model',
    material: 'Materijal',
    controller: 'Regulator',
    speedRegulator: 'Regulacija brzine',
    bypass: 'Bajpas',
    torque: 'Obrtni moment',
    stepMotor: 'Pogonski motor',
    rotorSpeed: 'Brzina rotora',
    temperatureEfficiency: 'Temperaturna efikasnost (EN 308)',
    humidityEfficiency: 'Efikasnost vlage (EN 308)',
    recoveredPower: 'Rekuperisana snaga',
    sensiblePower: 'Osetna snaga',
    moisture: 'Povrat vlage',
    supplyDrop: 'Pad pritiska pri vazduhu sezone, dovodna strana',
    exhaustDrop: 'Pad pritiska pri vazduhu sezone, otpadna strana',
    faceVelocity: 'Čeona brzina, dovodna strana',
    condensate: 'Kondenzat',
    frostRisk: (limit, wall) =>
      wall
        ? `Rizik od zaleđivanja bez zaštite (hladni ugao ploče ispod ${limit})`
        : `Rizik od zaleđivanja (otpadni vazduh ispod ${limit})`,
    noMoistureTransfer: 'nema (ploča)',
    frostProtection: 'Zaštita od zaleđivanja',
    frostStart: 'Zaštita od zaleđivanja počinje ispod (spoljni vazduh)',
    frostStartNone: 'nije potrebna do -50 °C',
    frostAtDesign: 'Zaštita od zaleđivanja u zimskoj projektnoj tački',
    frostStages: {
      none: 'nije aktivna',
      faceAndBypass: 'bajpas klapna',
      preheater: 'električni predgrejač',
      speedReduction: 'smanjenje brzine rotora',
    },
    coldCorner: 'Temperatura zida u hladnom uglu / granica zaleđivanja (zima)',
    unprotectedEfficiency: 'Temperaturna efikasnost bez zaštite od zaleđivanja (zima)',
    preheater: 'Snaga predgrejača / vazduh posle njega',
    fanHeat: 'Toplota ventilatora (dovod / odsis, motor u struji vazduha)',
  },
  frostPreheater: {
    placement: 'Položaj',
    placementValue: 'spoljni vazduh, posle dovodnog filtera, ispred rekuperatora',
    duty: 'Snaga u zimskoj projektnoj tački',
    ratedPower: 'Instalisana snaga (stepeni)',
    stepsValue: (steps, stepPower) => `${steps} × ${stepPower}`,
    supply: 'Električno napajanje / struja faze',
    airIn: 'Ulaz vazduha (spoljni vazduh)',
    airOut: 'Izlaz vazduha (ispred rekuperatora)',
  },
  coil: {
    heaterSeason: 'zimski režim',
    coolerSeason: 'letnji režim',
    capacity: 'Kapacitet',
    sensibleCapacity: 'Osetni kapacitet',
    airflow: 'Protok vazduha',
    airIn: 'Vazduh ulaz',
    airOut: 'Vazduh izlaz',
    faceVelocity: 'Čeona brzina',
    airDrop: 'Pad pritiska vazduha',
    medium: 'Medijum',
    media: { water: 'voda', ethylene: 'etilen-glikol', propylene: 'propilen-glikol' },
    fluidIn: 'Temperatura medijuma ulaz',
    fluidOut: 'Temperatura medijuma izlaz',
    fluidFlow: 'Protok medijuma',
    fluidDrop: 'Pad pritiska medijuma',
    fluidVelocity: 'Brzina medijuma',
    rows: 'Redovi cevi',
    finSpacing: 'Razmak lamela',
    circuits: 'Krugovi',
    tubesPerRow: 'cevi po redu',
    material: 'Materijal cevi / lamela',
    condensate: 'Kondenzat',
    dewPoint: 'Tačka rose aparata',
  },
  filters: {
    supply: 'Dovodni vazduh',
    exhaust: 'Odsisni vazduh',
    type: 'Tip',
    classIso: 'Klasa ISO 16890',
    classEn: 'Klasa EN 779',
    airflow: 'Protok',
    faceArea: 'Čeona površina',
    faceVelocity: 'Čeona brzina',
    initial: 'Početni pad pritiska',
    final: 'Preporučeni krajnji pad pritiska',
    design: 'Projektni pad pritiska',
    energyClass: 'Energetska klasa (Eurovent 4/21)',
    annualEnergy: 'Godišnja energija',
    dimensions: 'Dimenzije',
  },
  fan: {
    model: 'Ventilator',
    fanType: 'Izvedba',
    airflow: 'Protok',
    speed: 'Broj obrtaja',
    external: 'Spoljni pritisak',
    internal: 'Unutrašnji pad pritiska',
    total: 'Ukupni statički pritisak (ventilator)',
    kFactor: 'k faktor',
    nozzle: 'Pritisak na mlaznici',
    efficiency: 'Stepen iskorišćenja sistema',
    absorbedPower: 'Apsorbovana snaga',
    current: 'Struja',
    sfp: 'SFP ovog ventilatora',
    sfpClass: 'SFP klasa ovog ventilatora (EN 16798-3)',
    motorType: 'Motor',
    ratedPower: 'Nazivna snaga',
    ratedCurrent: 'Nazivna struja',
    ratedSpeed: 'Nazivni broj obrtaja',
    powerSupply: 'Napajanje',
    protection: 'Klasa zaštite',
    soundInlet: 'Zvučna snaga, ulaz',
    soundOutlet: 'Zvučna snaga, izlaz',
    drops: 'Unutrašnji padovi pritiska',
    damper: 'Žaluzina',
    filter: 'Filter',
    recovery: 'Rekuperator pri 20 °C',
    cooler: 'Hladnjak',
    heater: 'Grejač',
    casing: 'Kućište',
    chart: 'Krive ventilatora',
    operatingPoint: 'Radna tačka',
    systemCurve: 'Kriva sistema',
    airflowAxis: 'Protok',
    pressureAxis: 'Statički pritisak',
  },
  sound: {
    caption:
      'Nivo zvučne snage LW, dB re 1 pW, na kanalskim priključcima posle grejača, hladnjaka, rekuperatora, filtera i komora; kućište: zračenje kroz panele (EN 12354-4)',
    connection: 'Priključak',
    bands: 'Srednja frekvencija oktavnog opsega, Hz',
    total: 'Ukupno',
    outdoorInlet: 'Ulaz spoljnog vazduha',
    supplyOutlet: 'Izlaz dovodnog vazduha',
    extractInlet: 'Ulaz odsisnog vazduha',
    exhaustOutlet: 'Izlaz otpadnog vazduha',
    casing: 'Zračenje kućišta',
    pressureAt1m: 'Nivo zvučnog pritiska na 1 m od kućišta',
    pressureMethod: (surface: string) =>
      `Merna površina po ISO 3744 na 1 m (${surface}), slobodno polje nad reflektujućim podom: Lp = LW - 10 lg S`,
  },
  ecodesign: {
    verdict: (compliant, regulation, tier) =>
      compliant
        ? `Ispunjava Uredbu (EU) ${regulation.replace(/^EU\s*/, '')}, nivo ${tier}`
        : `Ne ispunjava Uredbu (EU) ${regulation.replace(/^EU\s*/, '')}, nivo ${tier}`,
    requested: 'Zahtevana usklađenost',
    requestMet: (met) => (met ? 'da, ispunjeno' : 'da, nije ispunjeno'),
    notRequested: 'ne',
    thermalEfficiency: 'Toplotna efikasnost (suvo, uravnoteženo)',
    minimum: 'minimum',
    sfpInt: 'SFPint',
    limit: 'granica',
    bonus: 'Bonus efikasnosti E',
    filterCorrection: 'Korekcija za filtere F',
    sfpUnit: 'SFP uređaja (oba ventilatora, veći protok; EN 16798-3)',
    velocityClass: 'Klasa brzine',
    energyClassSummer: 'Energetska klasa, leto',
    energyClassWinter: 'Energetska klasa, zima',
  },
  fixed: {
    thermalTransmittance: 'Prolaz toplote (EN 1886)',
    thermalBridging: 'Toplotni mostovi (EN 1886)',
    leakage: 'Propuštanje kućišta (EN 1886)',
    deflection: 'Mehanička čvrstoća (EN 1886)',
    filterBypass: 'Obilazno propuštanje filtera (EN 1886)',
    qualityLevel: 'Nivo kvaliteta',
    ambientPressure: 'Referentni pritisak okoline',
    iceLimit: 'Granica zaleđivanja',
    freezeProtection: 'Zaštita od smrzavanja, temperatura dovoda',
    tubeFin: 'Materijal cevi / lamela izmenjivača',
    spareFilters: 'Rezervni kompleti filtera',
  },
  price: {
    item: 'Stavka',
    price: 'Cena',
    total: 'Ukupno (neto)',
    items: {
      heater: 'Grejač',
      cooler: 'Hladnjak',
      supplyFilter: 'Doplata za klasu filtera, dovod',
      returnFilter: 'Doplata za klasu filtera, odsis',
      premiumFans: 'Premium ventilatori',
      rockWool: 'Kućište s kamenom vunom',
      outdoor: 'Zaštita za spoljnu ugradnju',
      onePiece: 'Transport u jednom delu (sklopljeno i ispitano u fabrici)',
      controls: 'Upravljanje',
      frostPreheater: 'Električni predgrejač za zaštitu od smrzavanja',
    },
  },
};

/** The data sheet's texts in the three document languages. */
export const DATA_SHEET_TEXTS: Record<DocumentLanguage, DataSheetTexts> = { en, de, sr };

/** Intl locales of the document languages: number grouping and decimal marks (en 12,110.00; de and sr 12.110,00). */
const LOCALES: Record<DocumentLanguage, string> = { en: 'en-GB', de: 'de-DE', sr: 'sr-Latn-RS' };

/** Number formatting per language: fixed decimals, the language's grouping and decimal marks. */
export function numberFormatter(language: DocumentLanguage): (value: number, decimals?: number) => string {
  const formats = new Map<number, Intl.NumberFormat>();
  return (value, decimals = 0) => {
    let format = formats.get(decimals);
    if (!format) {
      format = new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        // Values that round to zero print as 0, not -0.
        signDisplay: 'negative',
      });
      formats.set(decimals, format);
    }
    return format.format(value);
  };
}
