/**
 * About page text in English, German and Serbian (Latin script), as structured data.
 *
 * Content follows docs/rules.md#product (purpose, users), the projects, positions, revisions,
 * technical data sheet, the Mollier chart and HYDRApro pool calculator, the engine (engineering models and
 * references, deterministic engine with a stored engine version) and docs/rules.md#external-data (data providers;
 * documents).
 */
import type { PolicySection } from '../../lib/privacy-policy';

export interface AboutPageText {
  title: string;
  intro: string;
  sections: PolicySection[];
}

const en: AboutPageText = {
  title: 'About AirSizer',
  intro:
    'AirSizer is a web application for selecting and sizing air handling units and pool-hall dehumidification units. It takes an engineer from a project location and its design weather to a complete, documented unit selection, and shows how every number was reached.',
  sections: [
    {
      heading: 'What AirSizer does',
      paragraphs: [
        'AirSizer configures air handling units with heat recovery (rotary wheel, counterflow plate or enthalpy membrane plate), heating and cooling coils, filters and fans, step by step: the airflow from room area, height and air change rate or entered directly, ecodesign and casing requirements, unit type and size, the summer and winter operating points, coils, filtration and fans. Each step is validated before the next one, and the result is a unit selection with a price in euro.',
        'A second line, HYDRApro, sizes dehumidification units for indoor swimming pools: from the pool type, the water and air conditions and the pool area it calculates the evaporation load and the required air volume, and selects a suitable unit.',
        'Work is organised in projects. A project is placed on a map and carries the elevation, design weather conditions, electricity prices and air quality of its location. It holds positions, and each position keeps numbered revisions, so earlier selections remain available. For every position AirSizer produces a technical data sheet as PDF, with fan curves, sound data, psychrometric states, the ecodesign verdict and dimensions, together with drawings, a control scheme, a specification text and a 3D model.',
        'The Mollier (psychrometric) chart tool shows the summer and winter outdoor and indoor air states of a position and up to four chained processes (heating, cooling with dehumidification, mixing, adiabatic humidification and steam humidification), with a results table and a PDF export.',
      ],
    },
    {
      heading: 'Who it is for',
      paragraphs: [
        'AirSizer is made for building services professionals: HVAC consultants and designers, mechanical engineers, sales engineers and purchasers, working on their own or as members of a company. Administrators keep an overview of all users and projects.',
        'The interface is available in English, German and Serbian; calculations and documents are the same in every language. Values are entered and shown in SI units (°C, %, m3/h, Pa, kW), prices in euro.',
      ],
    },
    {
      heading: 'Engineering basis',
      paragraphs: [
        'Psychrometrics: air states follow the ASHRAE Handbook – Fundamentals (2017, chapter 1, SI units): saturation pressure after Hyland and Wexler, humidity ratio, enthalpy, specific volume, dew point and wet-bulb temperature, with the atmospheric pressure corrected for the elevation of the site.',
        'Heat recovery: effectiveness–NTU models for rotary wheels and plate heat exchangers; temperature and humidity efficiencies are stated as defined in EN 308.',
        'Fans and ventilation systems: the operating point from the external and internal pressure drops, the specific fan power (SFP and SFPint) and the SFP class according to EN 16798-3.',
        'Ecodesign: the check against Commission Regulation (EU) No 1253/2014 (ecodesign requirements for ventilation units, 2018 tier) shows the minimum thermal efficiency, the efficiency bonus, the filter correction and the SFPint limit that led to the verdict.',
        'Pool halls: evaporation and dehumidification load according to VDI 2089 Part 1.',
      ],
    },
    {
      heading: 'Traceable numbers',
      paragraphs: [
        'Every result can be traced back to its inputs. The calculation engine is deterministic: the same inputs and the same engine version always give the same output, and each revision stores the engine version it was calculated with, so a saved selection can be reproduced unchanged.',
        'Results carry their intermediate values – the air state before and after each component, the breakdown of pressure drops, the efficiencies and the values behind the ecodesign verdict – and the application, the PDF data sheet and the data export show the same figures.',
        'External data are stored with the project together with their source: design conditions derived the ASHRAE way from the ERA5 hourly reanalysis (0.4 % cooling and 99.6 % heating design values), elevation, air quality and electricity prices (Eurostat). A later change or outage of a data provider never changes a saved project, and wherever you prefer your own values, a manual switch lets you enter them instead.',
        'Inputs outside the valid range of a model are rejected with a message naming the quantity, the value and the permitted range, instead of being silently extrapolated.',
      ],
    },
    {
      heading: 'Data sources and notes',
      paragraphs: [
        'Maps © OpenStreetMap contributors; geocoding by Nominatim; elevation, weather and air-quality data from Open-Meteo (based on Copernicus data); electricity prices from Eurostat.',
        'AirSizer is developed by AirSizer d.o.o., Belgrade, Serbia. The unit data are kept in a catalogue separate from the calculation logic, so a manufacturer can supply its own product data. How personal data are handled is explained in the privacy policy.',
      ],
    },
  ],
};

const de: AboutPageText = {
  title: 'Über AirSizer',
  intro:
    'AirSizer ist eine Webanwendung zur Auswahl und Auslegung von RLT-Geräten und Entfeuchtungsgeräten für Schwimmhallen. Sie führt Planer vom Projektstandort und seinen Auslegungswetterdaten bis zu einer vollständigen, dokumentierten Geräteauswahl – und zeigt, wie jeder Wert zustande kommt.',
  sections: [
    {
      heading: 'Was AirSizer leistet',
      paragraphs: [
        'AirSizer konfiguriert RLT-Geräte mit Wärmerückgewinnung (Rotationswärmeübertrager, Gegenstrom-Plattenwärmeübertrager oder Enthalpie-Plattenwärmeübertrager mit Membran), Heiz- und Kühlregistern, Filtern und Ventilatoren Schritt für Schritt: Volumenstrom aus Raumfläche, Raumhöhe und Luftwechselrate oder direkt eingegeben, Ökodesign- und Gehäuseanforderungen, Gerätetyp und Baugröße, Betriebspunkte für Sommer und Winter, Register, Filterung und Ventilatoren. Jeder Schritt wird geprüft, bevor der nächste folgt; das Ergebnis ist eine Geräteauswahl mit Preis in Euro.',
        'Eine zweite Produktlinie, HYDRApro, legt Entfeuchtungsgeräte für Hallenbäder aus: Aus Beckentyp, Wasser- und Luftzustand sowie Beckenfläche berechnet sie die Verdunstungslast und den erforderlichen Luftvolumenstrom und wählt ein passendes Gerät aus.',
        'Gearbeitet wird in Projekten. Ein Projekt wird auf einer Karte verortet und enthält Höhe, Auslegungswetterdaten, Strompreise und Luftqualität seines Standorts. Es umfasst Positionen, und jede Position führt nummerierte Revisionen, sodass frühere Auslegungen erhalten bleiben. Für jede Position erstellt AirSizer ein technisches Datenblatt als PDF mit Ventilatorkennlinien, Schalldaten, Luftzuständen, Ökodesign-Nachweis und Abmessungen sowie Zeichnungen, ein Regelschema, einen Ausschreibungstext und ein 3D-Modell.',
        'Das Mollier-h,x-Diagramm zeigt die Außen- und Innenluftzustände einer Position für Sommer und Winter sowie bis zu vier verkettete Prozesse (Erwärmen, Kühlen mit Entfeuchtung, Mischen, adiabate Befeuchtung und Dampfbefeuchtung) mit Ergebnistabelle und PDF-Export.',
      ],
    },
    {
      heading: 'Für wen AirSizer gedacht ist',
      paragraphs: [
        'AirSizer richtet sich an Fachleute der Technischen Gebäudeausrüstung: TGA-Fachplaner und Berater, Ingenieure, Vertriebsingenieure und Einkäufer – als Einzelpersonen oder als Mitarbeitende eines Unternehmens. Administratoren behalten den Überblick über alle Benutzer und Projekte.',
        'Die Benutzeroberfläche steht auf Deutsch, Englisch und Serbisch zur Verfügung; Berechnungen und Dokumente sind in jeder Sprache identisch. Werte werden in SI-Einheiten (°C, %, m3/h, Pa, kW) eingegeben und angezeigt, Preise in Euro.',
      ],
    },
    {
      heading: 'Technische Grundlagen',
      paragraphs: [
        'Psychrometrie: Die Luftzustände folgen dem ASHRAE Handbook – Fundamentals (2017, Kapitel 1, SI-Einheiten): Sättigungsdampfdruck nach Hyland und Wexler, Wassergehalt, Enthalpie, spezifisches Volumen, Taupunkt und Feuchtkugeltemperatur, mit einem an die Höhe des Standorts angepassten Luftdruck.',
        'Wärmerückgewinnung: Effectiveness-NTU-Modelle für Rotations- und Plattenwärmeübertrager; Temperatur- und Feuchteübertragungsgrad werden nach der Definition der EN 308 angegeben.',
        'Ventilatoren und Lüftungsanlagen: Betriebspunkt aus externen und internen Druckverlusten, spezifische Ventilatorleistung (SFP und SFPint) und SFP-Klasse nach EN 16798-3.',
        'Ökodesign: Die Prüfung nach der Verordnung (EU) Nr. 1253/2014 (Ökodesign-Anforderungen an Lüftungsanlagen, Stufe 2018) weist den thermischen Mindestwirkungsgrad, den Effizienzbonus, die Filterkorrektur und den SFPint-Grenzwert aus, die zum Ergebnis geführt haben.',
        'Schwimmhallen: Verdunstung und Entfeuchtungslast nach VDI 2089 Blatt 1.',
      ],
    },
    {
      heading: 'Nachvollziehbare Ergebnisse',
      paragraphs: [
        'Jedes Ergebnis lässt sich auf seine Eingaben zurückführen. Der Berechnungskern ist deterministisch: Gleiche Eingaben und gleiche Version liefern stets dasselbe Ergebnis, und jede Revision speichert die Version, mit der sie berechnet wurde, sodass eine gespeicherte Auslegung unverändert reproduziert werden kann.',
        'Ergebnisse enthalten ihre Zwischenwerte – den Luftzustand vor und nach jeder Komponente, die Aufschlüsselung der Druckverluste, die Wirkungsgrade und die Werte hinter dem Ökodesign-Nachweis –, und Anwendung, PDF-Datenblatt und Datenexport zeigen dieselben Zahlen.',
        'Externe Daten werden mit ihrer Quelle im Projekt gespeichert: Auslegungsbedingungen, nach ASHRAE-Methodik aus den stündlichen ERA5-Reanalysedaten abgeleitet (Kühlfall 0,4 %, Heizfall 99,6 %), Höhe, Luftqualität und Strompreise (Eurostat). Spätere Änderungen oder Ausfälle eines Datenanbieters verändern ein gespeichertes Projekt nie, und wo Sie eigene Werte bevorzugen, können Sie diese über einen Umschalter manuell eingeben.',
        'Eingaben außerhalb des Gültigkeitsbereichs eines Modells werden mit einer Meldung abgewiesen, die Größe, Wert und zulässigen Bereich nennt, statt stillschweigend extrapoliert zu werden.',
      ],
    },
    {
      heading: 'Datenquellen und Hinweise',
      paragraphs: [
        'Karten © OpenStreetMap-Mitwirkende; Geokodierung über Nominatim; Höhen-, Wetter- und Luftqualitätsdaten von Open-Meteo (auf Grundlage von Copernicus-Daten); Strompreise von Eurostat.',
        'AirSizer wird von der AirSizer d.o.o., Belgrad, Serbien, entwickelt. Die Gerätedaten werden in einem von der Berechnungslogik getrennten Katalog gepflegt, sodass Hersteller ihre eigenen Produktdaten einbinden können. Wie wir mit personenbezogenen Daten umgehen, erläutert die Datenschutzerklärung.',
      ],
    },
  ],
};

const sr: AboutPageText = {
  title: 'O aplikaciji AirSizer',
  intro:
    'AirSizer je veb-aplikacija za izbor i dimenzionisanje klima-komora i uređaja za odvlaživanje bazenskih hala. Inženjera vodi od lokacije projekta i njenih projektnih klimatskih uslova do potpunog, dokumentovanog izbora uređaja i pokazuje kako je dobijen svaki broj.',
  sections: [
    {
      heading: 'Šta AirSizer radi',
      paragraphs: [
        'AirSizer korak po korak konfiguriše klima-komore sa povratom toplote (rotacioni regenerator, pločasti rekuperator sa suprotnosmernim strujanjem ili entalpijski pločasti rekuperator sa membranom), grejačima i hladnjacima, filterima i ventilatorima: protok vazduha na osnovu površine i visine prostorije i broja izmena vazduha ili direktnim unosom, zahtevi ekodizajna i kvaliteta kućišta, tip i veličina uređaja, letnja i zimska radna tačka, grejači i hladnjaci, filtracija i ventilatori. Svaki korak se proverava pre prelaska na sledeći, a rezultat je izbor uređaja sa cenom u evrima.',
        'Druga linija, HYDRApro, dimenzioniše uređaje za odvlaživanje zatvorenih bazena: na osnovu tipa bazena, stanja vode i vazduha i površine bazena izračunava količinu isparene vlage i potreban protok vazduha i bira odgovarajući uređaj.',
        'Rad je organizovan u projekte. Projekat se postavlja na mapu i sadrži nadmorsku visinu, projektne klimatske uslove, cene električne energije i kvalitet vazduha za svoju lokaciju. Sadrži pozicije, a svaka pozicija ima numerisane revizije, tako da ranija rešenja ostaju dostupna. Za svaku poziciju AirSizer izrađuje tehnički list u PDF formatu sa krivama ventilatora, zvučnim podacima, stanjima vazduha, ocenom usklađenosti sa ekodizajnom i dimenzijama, kao i crteže, šemu automatike, tekst specifikacije i 3D model.',
        'Alat za Molijerov (psihrometrijski) dijagram prikazuje letnja i zimska stanja spoljnog i unutrašnjeg vazduha za poziciju i do četiri povezana procesa (grejanje, hlađenje sa odvlaživanjem, mešanje, adijabatsko ovlaživanje i ovlaživanje parom), uz tabelu rezultata i izvoz u PDF.',
      ],
    },
    {
      heading: 'Kome je namenjen',
      paragraphs: [
        'AirSizer je namenjen stručnjacima za mašinske instalacije u zgradama: projektantima i konsultantima za KGH, mašinskim inženjerima, inženjerima prodaje i nabavljačima, bilo da rade samostalno ili u okviru preduzeća. Administratori imaju pregled svih korisnika i projekata.',
        'Korisnički interfejs dostupan je na srpskom, engleskom i nemačkom jeziku; proračuni i dokumenti isti su na svakom jeziku. Vrednosti se unose i prikazuju u SI jedinicama (°C, %, m3/h, Pa, kW), a cene u evrima.',
      ],
    },
    {
      heading: 'Inženjerske osnove',
      paragraphs: [
        'Psihrometrija: stanja vazduha računaju se prema priručniku ASHRAE Handbook – Fundamentals (2017, poglavlje 1, SI jedinice): pritisak zasićenja po Hajlandu i Veksleru (Hyland-Wexler), sadržaj vlage, entalpija, specifična zapremina, tačka rose i temperatura vlažnog termometra, uz atmosferski pritisak korigovan prema nadmorskoj visini lokacije.',
        'Povrat toplote: modeli efikasnost–NTU za rotacione regeneratore i pločaste rekuperatore; temperaturni stepen povrata i stepen povrata vlage iskazuju se prema definicijama standarda EN 308.',
        'Ventilatori i ventilacioni sistemi: radna tačka na osnovu spoljnih i unutrašnjih padova pritiska, specifična snaga ventilatora (SFP i SFPint) i SFP klasa prema standardu EN 16798-3.',
        'Ekodizajn: provera prema Uredbi Komisije (EU) br. 1253/2014 (zahtevi za ekodizajn ventilacionih jedinica, nivo iz 2018. godine) prikazuje minimalni toplotni stepen korisnosti, bonus za efikasnost, korekciju za filtere i graničnu vrednost SFPint na osnovu kojih je doneta ocena.',
        'Bazenske hale: isparavanje i opterećenje vlagom prema smernici VDI 2089, deo 1.',
      ],
    },
    {
      heading: 'Sledljivi rezultati',
      paragraphs: [
        'Svaki rezultat može se povezati sa svojim ulaznim podacima. Proračunsko jezgro je determinističko: isti ulazni podaci i ista verzija uvek daju isti rezultat, a svaka revizija čuva verziju kojom je izračunata, tako da se sačuvani izbor može reprodukovati bez izmena.',
        'Rezultati sadrže i međuvrednosti – stanje vazduha pre i posle svake komponente, raspodelu padova pritiska, stepene korisnosti i vrednosti na kojima se zasniva ocena ekodizajna – a aplikacija, PDF tehnički list i izvoz podataka prikazuju iste brojeve.',
        'Spoljni podaci čuvaju se u projektu zajedno sa izvorom: projektni uslovi izvedeni ASHRAE metodom iz časovnih podataka reanalize ERA5 (projektne vrednosti 0,4 % za hlađenje i 99,6 % za grejanje), nadmorska visina, kvalitet vazduha i cene električne energije (Eurostat). Kasnija promena ili nedostupnost izvora podataka nikada ne menja sačuvani projekat, a ako želite sopstvene vrednosti, možete ih uneti ručno pomoću prekidača.',
        'Ulazni podaci izvan opsega važenja nekog modela odbijaju se porukom koja navodi veličinu, vrednost i dozvoljeni opseg, umesto da se rezultat prećutno ekstrapolira.',
      ],
    },
    {
      heading: 'Izvori podataka i napomene',
      paragraphs: [
        'Mape © saradnici projekta OpenStreetMap; geokodiranje pomoću servisa Nominatim; podaci o nadmorskoj visini, vremenu i kvalitetu vazduha sa servisa Open-Meteo (na osnovu podataka programa Copernicus); cene električne energije iz Eurostata.',
        'AirSizer razvija AirSizer d.o.o., Beograd, Srbija. Podaci o uređajima vode se u katalogu odvojenom od proračunske logike, tako da proizvođač može da uvrsti sopstvene podatke o proizvodima. Način obrade podataka o ličnosti objašnjen je u politici privatnosti.',
      ],
    },
  ],
};

export const aboutPage: Record<'en' | 'de' | 'sr', AboutPageText> = { en, de, sr };
