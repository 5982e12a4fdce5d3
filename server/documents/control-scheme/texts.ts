import type { DocumentLanguage } from '../context';
import type { DeviceKind } from './devices';

interface SchemeTexts {
  title: string;
  legend: string;
  tag: string;
  device: string;
  signal: string;
  signalNote: string;
  noControls: string;
  page: string;
  devices: Record<DeviceKind, string>;
}

/** The control scheme's texts in the three languages (component names: drawing/texts.ts). */
export const SCHEME_TEXTS: Record<DocumentLanguage, SchemeTexts> = {
  en: {
    title: 'Control scheme',
    legend: 'Legend',
    tag: 'Tag',
    device: 'Device',
    signal: 'Signal',
    signalNote: 'AI/AO analogue input/output (0-10 V), DI/DO digital input/output at the controller.',
    noControls:
      'Controls are not part of the supply: the field devices are shown for the controls contractor.',
    page: 'Page',
    devices: {
      odaDamperActuator: 'Outdoor air damper actuator, open/closed with end switch',
      ehaDamperActuator: 'Exhaust air damper actuator, open/closed with end switch',
      supplyFilterPressure: 'Differential pressure switch, supply air filter',
      exhaustFilterPressure: 'Differential pressure switch, extract air filter',
      preheaterController: 'Electric frost preheater, step controller: demand and fault',
      preheaterOverheat: 'Overheat cut-out, frost preheater (manual reset)',
      preheaterTemperature: 'Temperature sensor after the frost preheater',
      wheelDrive: 'Rotary wheel motor with speed controller, rotation monitor',
      bypassActuator: 'Bypass damper actuator, modulating',
      heaterValve: '3-way valve with actuator, heater',
      frostThermostat: 'Frost protection thermostat, heater',
      heaterWaterTemperature: 'Return water temperature sensor, heater',
      coolerValve: 'Valve with actuator, cooler',
      supplyFanMotor: 'Supply fan EC motor, speed and fault',
      exhaustFanMotor: 'Exhaust fan EC motor, speed and fault',
      odaTemperature: 'Temperature sensor, outdoor air (ODA)',
      supTemperature: 'Temperature sensor, supply air (SUP)',
      etaTemperature: 'Temperature sensor, extract air (ETA)',
      ehaTemperature: 'Temperature sensor, exhaust air (EHA)',
      etaHumidity: 'Humidity sensor, extract air (ETA)',
    },
  },
  de: {
    title: 'Regelschema',
    legend: 'Legende',
    tag: 'Kennz.',
    device: 'Gerät',
    signal: 'Signal',
    signalNote: 'AI/AO analoger Ein-/Ausgang (0-10 V), DI/DO digitaler Ein-/Ausgang am Regler.',
    noControls:
      'Die Regelung ist nicht im Lieferumfang: die Feldgeräte sind für den MSR-Errichter dargestellt.',
    page: 'Seite',
    devices: {
      odaDamperActuator: 'Stellantrieb Außenluftklappe, auf/zu mit Endschalter',
      ehaDamperActuator: 'Stellantrieb Fortluftklappe, auf/zu mit Endschalter',
      supplyFilterPressure: 'Differenzdruckschalter, Zuluftfilter',
      exhaustFilterPressure: 'Differenzdruckschalter, Abluftfilter',
      preheaterController: 'Elektrisches Frostschutz-Vorheizregister, Stufenregler: Anforderung und Störung',
      preheaterOverheat: 'Sicherheitstemperaturbegrenzer, Frostschutz-Vorheizregister (Handrückstellung)',
      preheaterTemperature: 'Temperaturfühler nach dem Frostschutz-Vorheizregister',
      wheelDrive: 'Rotormotor mit Drehzahlregler, Rotationsüberwachung',
      bypassActuator: 'Stellantrieb Bypassklappe, stetig',
      heaterValve: '3-Wege-Ventil mit Stellantrieb, Erhitzer',
      frostThermostat: 'Frostschutzthermostat, Erhitzer',
      heaterWaterTemperature: 'Rücklauftemperaturfühler, Erhitzer',
      coolerValve: 'Ventil mit Stellantrieb, Kühler',
      supplyFanMotor: 'EC-Motor Zuluftventilator, Drehzahl und Störung',
      exhaustFanMotor: 'EC-Motor Fortluftventilator, Drehzahl und Störung',
      odaTemperature: 'Temperaturfühler, Außenluft (ODA)',
      supTemperature: 'Temperaturfühler, Zuluft (SUP)',
      etaTemperature: 'Temperaturfühler, Abluft (ETA)',
      ehaTemperature: 'Temperaturfühler, Fortluft (EHA)',
      etaHumidity: 'Feuchtefühler, Abluft (ETA)',
    },
  },
  sr: {
    title: 'Šema automatike',
    legend: 'Legenda',
    tag: 'Oznaka',
    device: 'Uređaj',
    signal: 'Signal',
    signalNote: 'AI/AO analogni ulaz/izlaz (0-10 V), DI/DO digitalni ulaz/izlaz na regulatoru.',
    noControls: 'Automatika nije deo isporuke: terenski uređaji su prikazani za izvođača automatike.',
    page: 'Strana',
    devices: {
      odaDamperActuator: 'Aktuator žaluzine spoljnog vazduha, otvoreno/zatvoreno sa krajnjim prekidačem',
      ehaDamperActuator: 'Aktuator žaluzine izbacnog vazduha, otvoreno/zatvoreno sa krajnjim prekidačem',
      supplyFilterPressure: 'Presostat diferencijalnog pritiska, filter dovodnog vazduha',
      exhaustFilterPressure: 'Presostat diferencijalnog pritiska, filter odsisnog vazduha',
      preheaterController: 'Električni predgrejač, stepenasti regulator: zahtev i greška',
      preheaterOverheat: 'Termička zaštita od pregrevanja, predgrejač (ručni reset)',
      preheaterTemperature: 'Senzor temperature posle predgrejača',
      wheelDrive: 'Motor rotora sa regulatorom brzine, nadzor rotacije',
      bypassActuator: 'Aktuator bajpas žaluzine, kontinualni',
      heaterValve: 'Troputi ventil sa aktuatorom, grejač',
      frostThermostat: 'Termostat zaštite od smrzavanja, grejač',
      heaterWaterTemperature: 'Senzor temperature povratne vode, grejač',
      coolerValve: 'Ventil sa aktuatorom, hladnjak',
      supplyFanMotor: 'EC motor dovodnog ventilatora, brzina i greška',
      exhaustFanMotor: 'EC motor odsisnog ventilatora, brzina i greška',
      odaTemperature: 'Senzor temperature, spoljni vazduh (ODA)',
      supTemperature: 'Senzor temperature, dovodni vazduh (SUP)',
      etaTemperature: 'Senzor temperature, odsisni vazduh (ETA)',
      ehaTemperature: 'Senzor temperature, izbacni vazduh (EHA)',
      etaHumidity: 'Senzor vlažnosti, odsisni vazduh (ETA)',
    },
  },
};
