import type { DocumentLanguage } from '../context';

interface SpecificationTexts {
  title: string;
  project: string;
  position: string;
  revision: string;
  date: string;
  intro: (model: string, indoor: boolean, sections: number) => string;
  yes: string;
  no: string;
  headings: {
    general: string;
    casing: string;
    recovery: string;
    frostPreheater: string;
    cooler: string;
    heater: string;
    filters: string;
    fans: string;
    controls: string;
    ecodesign: string;
    dimensions: string;
  };
  labels: {
    supplyFlow: string;
    exhaustFlow: string;
    externalPressure: string;
    arrangement: string;
    supplyLower: string;
    supplyUpper: string;
    insulation: Record<'XPS' | 'RW', string>;
    casingClasses: string;
    installation: string;
    indoor: string;
    outdoor: string;
    recoveryType: Record<'Rotary' | 'Plate' | 'Enthalpy', string>;
    recoveryDrive: Record<'Rotary' | 'Plate' | 'Enthalpy', string>;
    model: string;
    material: string;
    dryEfficiency: string;
    winter: string;
    summer: string;
    efficiency: string;
    recoveredPower: string;
    airTemperatures: string;
    pressureDrop: string;
    capacity: string;
    sensibleCapacity: string;
    medium: Record<string, string>;
    fluidTemperatures: string;
    fluidFlow: string;
    airPressureDrop: string;
    fluidPressureDrop: string;
    rows: string;
    /** The chosen geometry's line (issue 26): fin pitch, circuits, fluid velocity, face velocity. */
    geometry: string;
    finPitch: string;
    circuits: string;
    fluidVelocity: string;
    faceVelocity: string;
    condensate: string;
    supplyFilter: string;
    exhaustFilter: string;
    filterDrops: string;
    supplyFan: string;
    exhaustFan: string;
    fanType: string;
    totalPressure: string;
    absorbedPower: string;
    speed: string;
    motor: string;
    sfpUnit: string;
    /** The one fan's own SFP (its power over its flow), beside the unit's. */
    fanSfp: string;
    controlsIncluded: string;
    controlsExcluded: string;
    regulation: string;
    compliant: string;
    thermalEfficiencyMin: string;
    sfpInt: string;
    energyClass: string;
    velocityClass: string;
    dimensions: string;
    weight: string;
    ducts: string;
    sound: string;
    preheaterIntro: string;
    preheaterDuty: string;
    preheaterInstalled: string;
    preheaterSupply: string;
  };
}

/** The tender text's wording in the three languages; the numbers come from the data sheet. */
export const SPECIFICATION_TEXTS: Record<DocumentLanguage, SpecificationTexts> = {
  en: {
    title: 'Tender specification',
    project: 'Project',
    position: 'Position',
    revision: 'Revision',
    date: 'Date',
    intro: (model, indoor, sections) =>
      `Compact air handling unit ${model} with heat recovery, supply and exhaust fans and filters, for ` +
      `${indoor ? 'indoor' : 'outdoor (weatherproof)'} installation, factory assembled and tested, delivered in ` +
      `${sections === 1 ? 'one transport section' : `${sections} transport sections`}.`,
    yes: 'yes',
    no: 'no',
    headings: {
      general: 'General',
      casing: 'Casing and insulation',
      recovery: 'Heat recovery',
      frostPreheater: 'Electric frost preheater',
      cooler: 'Cooling coil',
      heater: 'Heating coil',
      filters: 'Filters',
      fans: 'Fans',
      controls: 'Controls',
      ecodesign: 'Ecodesign (EU 1253/2014)',
      dimensions: 'Dimensions and weight',
    },
    labels: {
      supplyFlow: 'Supply air flow',
      exhaustFlow: 'Exhaust air flow',
      externalPressure: 'External pressure, supply / exhaust',
      arrangement: 'Arrangement',
      supplyLower: 'supply air lower, exhaust air upper',
      supplyUpper: 'exhaust air lower, supply air upper',
      insulation: {
        XPS: 'double-skin panels, 50 mm extruded polystyrene (XPS), thermally broken frame',
        RW: 'double-skin panels, 50 mm rock wool (non-combustible), thermally broken frame',
      },
      casingClasses: 'EN 1886 classes (T, TB, L, D, F)',
      installation: 'Installation',
      indoor: 'indoor',
      outdoor: 'outdoor, with weatherproof roof',
      recoveryType: {
        Rotary: 'Rotary heat exchanger (sorption wheel)',
        Plate: 'Counterflow plate heat exchanger (condensing)',
        Enthalpy: 'Enthalpy plate heat exchanger (membrane)',
      },
      recoveryDrive: {
        Rotary: 'stepper motor with speed controller (0-10 V)',
        Plate: 'bypass damper with modulating actuator',
        Enthalpy: 'bypass damper with modulating actuator',
      },
      model: 'Model',
      material: 'Material',
      dryEfficiency: 'Temperature efficiency (EN 308, dry, balanced)',
      winter: 'Winter',
      summer: 'Summer',
      efficiency: 'temperature efficiency',
      recoveredPower: 'recovered power',
      airTemperatures: 'air in / out',
      pressureDrop: 'Pressure drop at 20 °C (fan sizing), supply / exhaust',
      capacity: 'Capacity',
      sensibleCapacity: 'Sensible capacity',
      medium: { water: 'water', ethylene: 'ethylene glycol', propylene: 'propylene glycol' },
      fluidTemperatures: 'Medium in / out',
      fluidFlow: 'Medium flow',
      airPressureDrop: 'Air pressure drop',
      fluidPressureDrop: 'Medium pressure drop',
      rows: 'Rows',
      geometry: 'Geometry chosen for the duty',
      finPitch: 'fin pitch',
      circuits: 'circuits',
      fluidVelocity: 'medium velocity',
      faceVelocity: 'face velocity',
      condensate: 'Condensate',
      supplyFilter: 'Supply air filter',
      exhaustFilter: 'Extract air filter',
      filterDrops: 'pressure drop initial / final',
      supplyFan: 'Supply fan',
      exhaustFan: 'Exhaust fan',
      fanType: 'EC plug fan, direct drive',
      totalPressure: 'total pressure',
      absorbedPower: 'absorbed power',
      speed: 'speed',
      motor: 'EC motor',
      sfpUnit: 'Specific fan power of the unit, both fans over the larger flow (EN 16798-3)',
      fanSfp: 'SFP of this fan',
      controlsIncluded: 'Integrated controls, wired and tested, with the following field devices:',
      controlsExcluded: 'Controls by others; the unit is prepared for the following field devices:',
      regulation: 'Regulation',
      compliant: 'Compliant',
      thermalEfficiencyMin: 'Thermal efficiency / minimum',
      sfpInt: 'SFPint / limit',
      energyClass: 'Energy class summer / winter',
      velocityClass: 'Velocity class (EN 13053)',
      dimensions: 'Length × width × height',
      weight: 'Weight',
      ducts: 'Duct connections (4, flexible)',
      sound: 'Sound pressure radiated by the casing at 1 m',
      preheaterIntro:
        'Electric frost preheater in the outdoor air after the supply filter, before the heat recovery: open-coil elements in stainless steel in a frame, switched in steps by its controller, with two overheat cut-outs (automatic and manual reset); it keeps the exchanger free of ice below the frost protection start.',
      preheaterDuty: 'Duty at the winter design point',
      preheaterInstalled: 'Installed power (steps)',
      preheaterSupply: 'Electrical supply / line current',
    },
  },
  de: {
    title: 'Ausschreibungstext',
    project: 'Projekt',
    position: 'Position',
    revision: 'Revision',
    date: 'Datum',
    intro: (model, indoor, sections) =>
      `Kompaktes Lüftungsgerät ${model} mit Wärmerückgewinnung, Zu- und Fortluftventilatoren und Filtern, für die ` +
      `${indoor ? 'Innenaufstellung' : 'Außenaufstellung (wetterfest)'}, werksseitig montiert und geprüft, geliefert ` +
      `in ${sections === 1 ? 'einem Transportteil' : `${sections} Transportteilen`}.`,
    yes: 'ja',
    no: 'nein',
    headings: {
      general: 'Allgemeines',
      casing: 'Gehäuse und Dämmung',
      recovery: 'Wärmerückgewinnung',
      frostPreheater: 'Elektrisches Frostschutz-Vorheizregister',
      cooler: 'Kühlregister',
      heater: 'Heizregister',
      filters: 'Filter',
      fans: 'Ventilatoren',
      controls: 'Regelung',
      ecodesign: 'Ökodesign (EU 1253/2014)',
      dimensions: 'Abmessungen und Gewicht',
    },
    labels: {
      supplyFlow: 'Zuluftvolumenstrom',
      exhaustFlow: 'Fortluftvolumenstrom',
      externalPressure: 'Externe Pressung, Zuluft / Fortluft',
      arrangement: 'Anordnung',
      supplyLower: 'Zuluft unten, Fortluft oben',
      supplyUpper: 'Fortluft unten, Zuluft oben',
      insulation: {
        XPS: 'doppelschalige Paneele, 50 mm extrudiertes Polystyrol (XPS), wärmebrückenarmer Rahmen',
        RW: 'doppelschalige Paneele, 50 mm Steinwolle (nicht brennbar), wärmebrückenarmer Rahmen',
      },
      casingClasses: 'Klassen nach EN 1886 (T, TB, L, D, F)',
      installation: 'Aufstellung',
      indoor: 'innen',
      outdoor: 'außen, mit wetterfestem Dach',
      recoveryType: {
        Rotary: 'Rotationswärmeübertrager (Sorptionsrotor)',
        Plate: 'Gegenstrom-Plattenwärmeübertrager (kondensierend)',
        Enthalpy: 'Enthalpie-Plattenwärmeübertrager (Membran)',
      },
      recoveryDrive: {
        Rotary: 'Schrittmotor mit Drehzahlregler (0-10 V)',
        Plate: 'Bypassklappe mit stetigem Stellantrieb',
        Enthalpy: 'Bypassklappe mit stetigem Stellantrieb',
      },
      model: 'Typ',
      material: 'Werkstoff',
      dryEfficiency: 'Temperaturänderungsgrad (EN 308, trocken, ausgeglichen)',
      winter: 'Winter',
      summer: 'Sommer',
      efficiency: 'Temperaturänderungsgrad',
      recoveredPower: 'Rückgewinnungsleistung',
      airTemperatures: 'Luft ein / aus',
      pressureDrop: 'Druckverlust bei 20 °C (Ventilatorauslegung), Zuluft / Fortluft',
      capacity: 'Leistung',
      sensibleCapacity: 'Sensible Leistung',
      medium: { water: 'Wasser', ethylene: 'Ethylenglykol', propylene: 'Propylenglykol' },
      fluidTemperatures: 'Medium ein / aus',
      fluidFlow: 'Mediumstrom',
      airPressureDrop: 'Luftseitiger Druckverlust',
      fluidPressureDrop: 'Wasserseitiger Druckverlust',
      rows: 'Rohrreihen',
      geometry: 'Für die Leistung gewählte Geometrie',
      finPitch: 'Lamellenabstand',
      circuits: 'Kreise',
      fluidVelocity: 'Mediengeschwindigkeit',
      faceVelocity: 'Anströmgeschwindigkeit',
      condensate: 'Kondensat',
      supplyFilter: 'Zuluftfilter',
      exhaustFilter: 'Abluftfilter',
      filterDrops: 'Druckverlust Anfang / Ende',
      supplyFan: 'Zuluftventilator',
      exhaustFan: 'Fortluftventilator',
      fanType: 'freilaufendes Rad mit EC-Direktantrieb',
      totalPressure: 'Gesamtdruck',
      absorbedPower: 'Leistungsaufnahme',
      speed: 'Drehzahl',
      motor: 'EC-Motor',
      sfpUnit:
        'Spezifische Ventilatorleistung des Geräts, beide Ventilatoren über den größeren Volumenstrom (EN 16798-3)',
      fanSfp: 'SFP dieses Ventilators',
      controlsIncluded: 'Integrierte Regelung, verdrahtet und geprüft, mit folgenden Feldgeräten:',
      controlsExcluded: 'Regelung bauseits; das Gerät ist für folgende Feldgeräte vorbereitet:',
      regulation: 'Verordnung',
      compliant: 'Erfüllt',
      thermalEfficiencyMin: 'Thermischer Wirkungsgrad / Mindestwert',
      sfpInt: 'SFPint / Grenzwert',
      energyClass: 'Energieklasse Sommer / Winter',
      velocityClass: 'Geschwindigkeitsklasse (EN 13053)',
      dimensions: 'Länge × Breite × Höhe',
      weight: 'Gewicht',
      ducts: 'Kanalanschlüsse (4, flexibel)',
      sound: 'Vom Gehäuse abgestrahlter Schalldruck in 1 m',
      preheaterIntro:
        'Elektrisches Frostschutz-Vorheizregister in der Außenluft nach dem Zuluftfilter, vor der Wärmerückgewinnung: offene Heizwendeln aus Edelstahl im Rahmen, stufig geschaltet über den eigenen Regler, mit zwei Sicherheitstemperaturbegrenzern (automatische und Handrückstellung); es hält den Wärmeübertrager unterhalb des Frostschutzbeginns eisfrei.',
      preheaterDuty: 'Leistung im Winterauslegungspunkt',
      preheaterInstalled: 'Installierte Leistung (Stufen)',
      preheaterSupply: 'Elektroanschluss / Leiterstrom',
    },
  },
  sr: {
    title: 'Tekst za tender (specifikacija)',
    project: 'Projekat',
    position: 'Pozicija',
    revision: 'Revizija',
    date: 'Datum',
    intro: (model, indoor, sections) =>
      `Kompaktna klima komora ${model} sa rekuperacijom toplote, dovodnim i odsisnim ventilatorom i filterima, za ` +
      `${indoor ? 'unutrašnju ugradnju' : 'spoljnu ugradnju (otporna na atmosferilije)'}, fabrički sklopljena i ` +
      `ispitana, isporučuje se u ${sections === 1 ? 'jednoj transportnoj sekciji' : `${sections} transportne sekcije`}.`,
    yes: 'da',
    no: 'ne',
    headings: {
      general: 'Opšte',
      casing: 'Kućište i izolacija',
      recovery: 'Rekuperacija toplote',
      frostPreheater: 'Električni predgrejač za zaštitu od smrzavanja',
      cooler: 'Hladnjak',
      heater: 'Grejač',
      filters: 'Filteri',
      fans: 'Ventilatori',
      controls: 'Automatika',
      ecodesign: 'Ekodizajn (EU 1253/2014)',
      dimensions: 'Dimenzije i masa',
    },
    labels: {
      supplyFlow: 'Protok dovodnog vazduha',
      exhaustFlow: 'Protok izbacnog vazduha',
      externalPressure: 'Spoljni pad pritiska, dovod / odvod',
      arrangement: 'Raspored',
      supplyLower: 'dovodni vazduh dole, izbacni gore',
      supplyUpper: 'izbacni vazduh dole, dovodni gore',
      insulation: {
        XPS: 'dvostruki paneli, 50 mm ekstrudirani polistiren (XPS), ram sa prekinutim termičkim mostom',
        RW: 'dvostruki paneli, 50 mm kamena vuna (negoriva), ram sa prekinutim termičkim mostom',
      },
      casingClasses: 'Klase prema EN 1886 (T, TB, L, D, F)',
      installation: 'Ugradnja',
      indoor: 'unutrašnja',
      outdoor: 'spoljna, sa krovom otpornim na atmosferilije',
      recoveryType: {
        Rotary: 'Rotacioni razmenjivač toplote (sorpcioni rotor)',
        Plate: 'Pločasti protivstrujni razmenjivač (kondenzacioni)',
        Enthalpy: 'Entalpijski pločasti razmenjivač (membranski)',
      },
      recoveryDrive: {
        Rotary: 'koračni motor sa regulatorom brzine (0-10 V)',
        Plate: 'bajpas žaluzina sa kontinualnim aktuatorom',
        Enthalpy: 'bajpas žaluzina sa kontinualnim aktuatorom',
      },
      model: 'Model',
      material: 'Materijal',
      dryEfficiency: 'Temperaturni stepen iskorišćenja (EN 308, suvo, balansirano)',
      winter: 'Zima',
      summer: 'Leto',
      efficiency: 'temperaturni stepen iskorišćenja',
      recoveredPower: 'rekuperisana snaga',
      airTemperatures: 'vazduh ulaz / izlaz',
      pressureDrop: 'Pad pritiska pri 20 °C (dimenzionisanje ventilatora), dovod / odvod',
      capacity: 'Kapacitet',
      sensibleCapacity: 'Osetni kapacitet',
      medium: { water: 'voda', ethylene: 'etilen-glikol', propylene: 'propilen-glikol' },
      fluidTemperatures: 'Medijum ulaz / izlaz',
      fluidFlow: 'Protok medijuma',
      airPressureDrop: 'Pad pritiska vazduha',
      fluidPressureDrop: 'Pad pritiska medijuma',
      rows: 'Broj redova',
      geometry: 'Geometrija izabrana za učinak',
      finPitch: 'korak lamela',
      circuits: 'krugova',
      fluidVelocity: 'brzina medijuma',
      faceVelocity: 'brzina na čelu',
      condensate: 'Kondenzat',
      supplyFilter: 'Filter dovodnog vazduha',
      exhaustFilter: 'Filter odsisnog vazduha',
      filterDrops: 'pad pritiska početni / krajnji',
      supplyFan: 'Dovodni ventilator',
      exhaustFan: 'Odsisni ventilator',
      fanType: 'slobodno kolo sa direktnim EC pogonom',
      totalPressure: 'ukupni pritisak',
      absorbedPower: 'apsorbovana snaga',
      speed: 'broj obrtaja',
      motor: 'EC motor',
      sfpUnit: 'Specifična snaga ventilatora jedinice, oba ventilatora na veći protok (EN 16798-3)',
      fanSfp: 'SFP ovog ventilatora',
      controlsIncluded: 'Integrisana automatika, ožičena i ispitana, sa sledećim terenskim uređajima:',
      controlsExcluded: 'Automatika nije deo isporuke; jedinica je pripremljena za sledeće terenske uređaje:',
      regulation: 'Uredba',
      compliant: 'Usklađeno',
      thermalEfficiencyMin: 'Termička efikasnost / minimum',
      sfpInt: 'SFPint / granica',
      energyClass: 'Energetska klasa leto / zima',
      velocityClass: 'Klasa brzine (EN 13053)',
      dimensions: 'Dužina × širina × visina',
      weight: 'Masa',
      ducts: 'Priključci kanala (4, fleksibilni)',
      sound: 'Zvučni pritisak kućišta na 1 m',
      preheaterIntro:
        'Električni predgrejač u spoljnom vazduhu posle dovodnog filtera, ispred rekuperatora: otvoreni grejači od nerđajućeg čelika u ramu, uključivani u stepenima preko sopstvenog regulatora, sa dve termičke zaštite od pregrevanja (automatski i ručni reset); drži razmenjivač bez leda ispod temperature početka zaštite od smrzavanja.',
      preheaterDuty: 'Snaga u zimskoj projektnoj tački',
      preheaterInstalled: 'Instalisana snaga (stepeni)',
      preheaterSupply: 'Električno napajanje / struja faze',
    },
  },
};
