/**
 * Privacy policy text in English, German and Serbian (Latin script), as structured data.
 *
 * Content per docs/rules.md#cookies (controller company, recruiting service, maps service, video service,
 * cookies, newsletters and contact forms, applicant documents deleted six months after a rejection) and
 * the limits there (cookie consent 365 days, applicant data six months). The maps service is the one the
 * product really uses (OpenStreetMap tiles, Nominatim geocoding, docs/rules.md#external-data); the captcha is
 * self-hosted (ALTCHA). What is kept in local storage follows docs/rules.md#languages (language, theme, panel flag)
 * and docs/rules.md#session (tokens).
 */

/** One section of a legal text: a heading and its paragraphs, rendered in order. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface PrivacyPolicyText {
  title: string;
  /** Complete "last updated" line, already labelled in the language (render as is). */
  updated: string;
  sections: PolicySection[];
}

const CONTROLLER_EMAIL = 'privacy@airsizer.example';

const en: PrivacyPolicyText = {
  title: 'Privacy Policy',
  updated: 'Last updated: 22 November 2026',
  sections: [
    {
      heading: 'Controller',
      paragraphs: [
        'The controller responsible for the processing of personal data in connection with AirSizer and this website, within the meaning of the EU General Data Protection Regulation (GDPR) and the Serbian Law on Personal Data Protection (Official Gazette of the Republic of Serbia No. 87/2018), is:',
        `AirSizer d.o.o., Belgrade, Serbia. E-mail: ${CONTROLLER_EMAIL}`,
        'You can contact us at this address with any question about data protection, including requests to exercise the rights described under "Your rights" below.',
      ],
    },
    {
      heading: 'Overview and legal bases',
      paragraphs: [
        'AirSizer is a web application for selecting and sizing air handling units and pool dehumidification units. We process personal data only to the extent necessary to provide a functioning website and application, our content and our services, or where you have given us your consent.',
        'We rely on the following legal bases: your consent (Art. 6(1)(a) GDPR); the performance of a contract or steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR); compliance with a legal obligation (Art. 6(1)(c) GDPR); and our legitimate interests (Art. 6(1)(f) GDPR), for example in the secure and reliable operation of the service. The corresponding provisions of Article 12 of the Serbian Law on Personal Data Protection apply in parallel.',
        'We do not sell personal data, and we do not use it for automated decision-making or profiling. We pass data to processors (such as our hosting provider and our e-mail delivery service) only under a data processing agreement and only to the extent necessary. Data are transferred to countries outside Serbia and the European Economic Area only on the basis of an adequacy decision or appropriate safeguards such as standard contractual clauses.',
      ],
    },
    {
      heading: 'Access data and security',
      paragraphs: [
        'Each time you access AirSizer, our servers automatically record technical access data: IP address, date and time of the request, the page or interface requested, the amount of data transferred, the status code, and the browser and operating system reported by your browser. We need these data to deliver the application, to detect and prevent attacks and misuse (for example by limiting the rate of login, registration and password e-mail requests) and to correct errors. The legal basis is our legitimate interest in the security and stability of the service (Art. 6(1)(f) GDPR). Log files are deleted after 30 days at the latest, unless a specific security incident requires them to be kept longer for its investigation.',
        'To protect the login against automated attacks we use a self-hosted captcha in which your browser solves a computational task (proof of work). It runs on our own servers; no data are transmitted to third parties and no cookies are set for it.',
        'All connections are encrypted with TLS. Passwords are stored only as salted hashes (Argon2id), so that not even we can read them.',
      ],
    },
    {
      heading: 'User account and project data',
      paragraphs: [
        'To use AirSizer you register a user account. We process the data you provide at registration and in your account: title, academic title, first and last name, phone number, job title and field of work, e-mail address, password (stored only as a hash) and preferred interface language, and, depending on whether you register as an individual or on behalf of a company, your address or the company name, tax identification number and company address. We also record your acceptance of this privacy policy and the confirmation of your e-mail address.',
        'Within the application we store the projects, positions and revisions you create, including project locations, design weather data, electricity prices, air quality data, calculation inputs and results, and the documents generated from them. Administrators of AirSizer d.o.o. can view user and project data to the extent required for support and for the operation of the service.',
        'The legal basis is the performance of the contract for the use of AirSizer (Art. 6(1)(b) GDPR). Providing these data is required for registration; without them we cannot offer you an account. We use your e-mail address for messages the account requires, such as the confirmation link and password-reset e-mails.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'AirSizer uses only technically necessary cookies and comparable storage in your browser. We do not use advertising or tracking cookies, and we do not use web analytics services.',
        'Cookie consent: once you confirm the cookie notice, a cookie records your choice so that the notice is not shown again. It expires after 365 days.',
        "Local storage: your browser's local storage holds the interface language, the chosen colour theme (light or dark), whether the side panel is open or closed and, while you are logged in, the session tokens (an access token and a refresh token) that keep you signed in. The session tokens are removed when you log out; the other entries remain until you delete them in your browser.",
        'Storing and reading this information is strictly necessary to provide the service you have expressly requested (Article 5(3) of Directive 2002/58/EC and the corresponding national provisions); any further processing is based on our legitimate interest in a functional and user-friendly application (Art. 6(1)(f) GDPR). You can delete cookies and local storage at any time in your browser settings; you will then be logged out and the cookie notice will be shown again.',
      ],
    },
    {
      heading: 'Maps, geocoding and location data',
      paragraphs: [
        'To place a project on a map, AirSizer displays map tiles from OpenStreetMap, operated by the OpenStreetMap Foundation, Cambridge, United Kingdom. To load the tiles, your browser connects directly to the tile servers, which receive your IP address and browser information. The United Kingdom is covered by an adequacy decision of the European Commission. Further information: https://osmfoundation.org/wiki/Privacy_Policy.',
        'Address searches and the conversion of map positions into addresses use the Nominatim geocoding service of the OpenStreetMap Foundation. For this purpose the search text or the coordinates of the selected location are transmitted; results are cached on our server so that repeated look-ups are not sent again.',
        'For the selected project location we obtain the elevation, design weather conditions and air quality data from the Open-Meteo service. Only the coordinates of the location are transmitted, without any data identifying you.',
        'The legal basis is the performance of the contract (Art. 6(1)(b) GDPR) and our legitimate interest in an easy choice of location (Art. 6(1)(f) GDPR). If you prefer, you can enter the address, coordinates, elevation and design data manually.',
      ],
    },
    {
      heading: 'Embedded videos',
      paragraphs: [
        'Our pages may contain product and tutorial videos hosted on YouTube, a service of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland. We embed videos in privacy-enhanced mode (youtube-nocookie.com), and a video is loaded only when you click on it. Only then does your browser connect to the YouTube servers; Google receives your IP address and the page you are visiting and may set cookies or similar identifiers. If you are logged in to a Google account, Google can associate the visit with your account.',
        'Google may also process data in the United States; Google LLC is certified under the EU-U.S. Data Privacy Framework. The legal basis is your consent, given by clicking on the video (Art. 6(1)(a) GDPR), which you may withdraw at any time with effect for the future. Further information: https://policies.google.com/privacy.',
      ],
    },
    {
      heading: 'Newsletter and contact forms',
      paragraphs: [
        'If you subscribe to our newsletter, we use your e-mail address and, if provided, your name to send you information about AirSizer, new products and technical topics. We use the double opt-in procedure: your subscription becomes active only after you confirm it through a link we send you. To be able to prove your consent, we record the time of subscription and confirmation and the IP address used. The legal basis is your consent (Art. 6(1)(a) GDPR). You can unsubscribe at any time through the link in every newsletter or by e-mail to us; your address is then removed from the mailing list.',
        'If you contact us through a contact form or by e-mail, we process the data you provide (such as name, company, e-mail address, phone number and the content of your message) to handle your enquiry and any follow-up questions. The legal basis is Art. 6(1)(b) GDPR where your enquiry relates to a contract or to pre-contractual steps, and otherwise our legitimate interest in answering enquiries (Art. 6(1)(f) GDPR). We delete these data once your enquiry has been fully dealt with, unless statutory retention obligations apply.',
      ],
    },
    {
      heading: 'Job applications',
      paragraphs: [
        'You can apply for positions at AirSizer d.o.o. through our careers page. Applications are managed in the applicant management system of Personio SE & Co. KG, Munich, Germany, which processes the data on our behalf under a data processing agreement on servers in the European Union.',
        'We process the data you submit, such as contact details, CV, certificates, references and other documents, solely to decide on establishing an employment relationship (Art. 6(1)(b) and Art. 88 GDPR in conjunction with the applicable employment law). Only the persons involved in the selection process have access to them.',
        'If we are unable to offer you a position, your application data and documents are deleted six months after the rejection has been communicated to you, unless you have consented to longer storage for future vacancies (talent pool) or a legal dispute requires us to keep them. If you are hired, your data are transferred to your personnel file.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        'We store personal data only for as long as is necessary for the purposes stated or as required by statutory retention periods. In detail:',
        'Account and project data: for as long as your account exists; after the account is deleted, within 30 days, except for data that commercial and tax law require us to keep (for example invoices and related correspondence) for the statutory periods.',
        'Server log files: no longer than 30 days. Contact enquiries: until they have been fully dealt with. Newsletter data: until you unsubscribe; the proof of consent for as long as claims can be raised. Application data: six months after a rejection. Cookie consent: 365 days. Local storage: session tokens until you log out, other entries until you delete them.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under the GDPR and the Serbian Law on Personal Data Protection you have the right of access to your personal data (Art. 15 GDPR), to rectification of inaccurate data (Art. 16), to erasure (Art. 17), to restriction of processing (Art. 18) and to data portability (Art. 20), as well as the right to withdraw a consent at any time with effect for the future (Art. 7(3)); the withdrawal does not affect the lawfulness of the processing carried out before it.',
        'Right to object: where we process your data on the basis of legitimate interests (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation (Art. 21 GDPR). We will then no longer process the data unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims. You may object to the use of your data for direct marketing at any time without giving reasons.',
        'You also have the right to lodge a complaint with a supervisory authority, in particular in the EU member state of your habitual residence or place of work, or, in Serbia, with the Commissioner for Information of Public Importance and Personal Data Protection (www.poverenik.rs).',
      ],
    },
    {
      heading: 'Contact and changes to this policy',
      paragraphs: [
        `For questions about data protection and to exercise your rights, please write to ${CONTROLLER_EMAIL} or to AirSizer d.o.o., Belgrade, Serbia. We answer requests without undue delay and at the latest within one month.`,
        'We may update this privacy policy when our services or the legal requirements change. The current version is always available in AirSizer; the date at the top shows when it was last updated.',
      ],
    },
  ],
};

const de: PrivacyPolicyText = {
  title: 'Datenschutzerklärung',
  updated: 'Stand: 22. November 2026',
  sections: [
    {
      heading: 'Verantwortlicher',
      paragraphs: [
        'Verantwortlicher für die Verarbeitung personenbezogener Daten im Zusammenhang mit AirSizer und dieser Website im Sinne der EU-Datenschutz-Grundverordnung (DSGVO) und des serbischen Gesetzes über den Schutz personenbezogener Daten (Amtsblatt der Republik Serbien Nr. 87/2018) ist:',
        `AirSizer d.o.o., Belgrad, Serbien. E-Mail: ${CONTROLLER_EMAIL}`,
        'Unter dieser Adresse erreichen Sie uns mit allen Fragen zum Datenschutz, auch wenn Sie die unten unter „Ihre Rechte“ beschriebenen Rechte geltend machen möchten.',
      ],
    },
    {
      heading: 'Überblick und Rechtsgrundlagen',
      paragraphs: [
        'AirSizer ist eine Webanwendung zur Auswahl und Auslegung von RLT-Geräten und Schwimmbad-Entfeuchtungsgeräten. Wir verarbeiten personenbezogene Daten nur, soweit dies zur Bereitstellung einer funktionsfähigen Website und Anwendung sowie unserer Inhalte und Leistungen erforderlich ist oder Sie eingewilligt haben.',
        'Rechtsgrundlagen sind Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Erfüllung eines Vertrags oder die Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO), die Erfüllung rechtlicher Verpflichtungen (Art. 6 Abs. 1 lit. c DSGVO) sowie unsere berechtigten Interessen (Art. 6 Abs. 1 lit. f DSGVO), etwa am sicheren und zuverlässigen Betrieb des Dienstes. Daneben gelten die entsprechenden Bestimmungen des Art. 12 des serbischen Gesetzes über den Schutz personenbezogener Daten.',
        'Wir verkaufen keine personenbezogenen Daten und nutzen sie weder für automatisierte Entscheidungen noch für Profiling. An Auftragsverarbeiter (etwa unseren Hosting-Anbieter und unseren E-Mail-Versanddienst) geben wir Daten nur auf Grundlage eines Auftragsverarbeitungsvertrags und nur im erforderlichen Umfang weiter. Übermittlungen in Länder außerhalb Serbiens und des Europäischen Wirtschaftsraums erfolgen nur auf Grundlage eines Angemessenheitsbeschlusses oder geeigneter Garantien wie Standardvertragsklauseln.',
      ],
    },
    {
      heading: 'Zugriffsdaten und Sicherheit',
      paragraphs: [
        'Bei jedem Aufruf von AirSizer erfassen unsere Server automatisch technische Zugriffsdaten: IP-Adresse, Datum und Uhrzeit der Anfrage, die aufgerufene Seite oder Schnittstelle, die übertragene Datenmenge, den Statuscode sowie den von Ihrem Browser übermittelten Browser- und Betriebssystemtyp. Diese Daten benötigen wir, um die Anwendung auszuliefern, Angriffe und Missbrauch zu erkennen und abzuwehren (zum Beispiel durch eine Begrenzung der Anfragen bei Anmeldung, Registrierung und Passwort-E-Mails) und Fehler zu beheben. Rechtsgrundlage ist unser berechtigtes Interesse an der Sicherheit und Stabilität des Dienstes (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolldateien werden spätestens nach 30 Tagen gelöscht, sofern nicht ein konkreter Sicherheitsvorfall eine längere Aufbewahrung zu seiner Aufklärung erfordert.',
        'Zum Schutz der Anmeldung vor automatisierten Angriffen setzen wir ein selbst betriebenes Captcha ein, bei dem Ihr Browser eine Rechenaufgabe (Proof of Work) löst. Es läuft auf unseren eigenen Servern; dabei werden keine Daten an Dritte übermittelt und keine Cookies gesetzt.',
        'Alle Verbindungen sind per TLS verschlüsselt. Passwörter speichern wir ausschließlich als gesalzene Hashwerte (Argon2id); sie sind auch für uns nicht lesbar.',
      ],
    },
    {
      heading: 'Benutzerkonto und Projektdaten',
      paragraphs: [
        'Für die Nutzung von AirSizer legen Sie ein Benutzerkonto an. Wir verarbeiten die Daten, die Sie bei der Registrierung und in Ihrem Konto angeben: Anrede, akademischer Titel, Vor- und Nachname, Telefonnummer, Funktion und Tätigkeitsbereich, E-Mail-Adresse, Passwort (nur als Hashwert) und bevorzugte Sprache der Benutzeroberfläche sowie – je nachdem, ob Sie sich als Privatperson oder für ein Unternehmen registrieren – Ihre Anschrift bzw. Firmenname, Steuernummer und Firmenanschrift. Außerdem speichern wir Ihre Zustimmung zu dieser Datenschutzerklärung und die Bestätigung Ihrer E-Mail-Adresse.',
        'In der Anwendung speichern wir die von Ihnen angelegten Projekte, Positionen und Revisionen einschließlich Projektstandorten, Auslegungswetterdaten, Strompreisen, Luftqualitätsdaten, Berechnungseingaben und -ergebnissen sowie der daraus erzeugten Dokumente. Administratoren der AirSizer d.o.o. können Benutzer- und Projektdaten einsehen, soweit dies für Support und Betrieb des Dienstes erforderlich ist.',
        'Rechtsgrundlage ist die Erfüllung des Vertrags über die Nutzung von AirSizer (Art. 6 Abs. 1 lit. b DSGVO). Die Angabe dieser Daten ist für die Registrierung erforderlich; ohne sie können wir Ihnen kein Konto anbieten. Ihre E-Mail-Adresse verwenden wir für Nachrichten, die für das Konto notwendig sind, etwa den Bestätigungslink und E-Mails zum Zurücksetzen des Passworts.',
      ],
    },
    {
      heading: 'Cookies und lokaler Speicher',
      paragraphs: [
        'AirSizer verwendet ausschließlich technisch notwendige Cookies und vergleichbare Speicher in Ihrem Browser. Werbe- oder Tracking-Cookies setzen wir ebenso wenig ein wie Webanalysedienste.',
        'Cookie-Hinweis: Nachdem Sie den Cookie-Hinweis bestätigt haben, speichert ein Cookie Ihre Entscheidung, damit der Hinweis nicht erneut erscheint. Es verfällt nach 365 Tagen.',
        'Lokaler Speicher: Im lokalen Speicher (Local Storage) Ihres Browsers werden die Sprache der Benutzeroberfläche, das gewählte Farbschema (hell oder dunkel), der Zustand der Seitenleiste (geöffnet oder geschlossen) und – solange Sie angemeldet sind – die Sitzungstoken (ein Zugriffstoken und ein Aktualisierungstoken) abgelegt, die Sie angemeldet halten. Die Sitzungstoken werden bei der Abmeldung entfernt; die übrigen Einträge bleiben bestehen, bis Sie sie in Ihrem Browser löschen.',
        'Das Speichern und Auslesen dieser Informationen ist unbedingt erforderlich, um den von Ihnen ausdrücklich gewünschten Dienst bereitzustellen (Art. 5 Abs. 3 der Richtlinie 2002/58/EG, § 25 Abs. 2 Nr. 2 TDDDG und entsprechende nationale Vorschriften); eine weitere Verarbeitung beruht auf unserem berechtigten Interesse an einer funktionsfähigen und benutzerfreundlichen Anwendung (Art. 6 Abs. 1 lit. f DSGVO). Sie können Cookies und lokalen Speicher jederzeit in den Einstellungen Ihres Browsers löschen; Sie werden dann abgemeldet, und der Cookie-Hinweis erscheint erneut.',
      ],
    },
    {
      heading: 'Karten, Geokodierung und Standortdaten',
      paragraphs: [
        'Um ein Projekt auf einer Karte zu verorten, zeigt AirSizer Kartenkacheln von OpenStreetMap an, betrieben von der OpenStreetMap Foundation, Cambridge, Vereinigtes Königreich. Zum Laden der Kacheln verbindet sich Ihr Browser direkt mit deren Kachelservern, die dabei Ihre IP-Adresse und Browserinformationen erhalten. Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der Europäischen Kommission. Weitere Informationen: https://osmfoundation.org/wiki/Privacy_Policy.',
        'Für die Adresssuche und die Umwandlung von Kartenpositionen in Adressen nutzen wir den Geokodierungsdienst Nominatim der OpenStreetMap Foundation. Dazu werden der Suchbegriff bzw. die Koordinaten des gewählten Standorts übermittelt; die Ergebnisse werden auf unserem Server zwischengespeichert, sodass wiederholte Abfragen nicht erneut gesendet werden.',
        'Für den gewählten Projektstandort beziehen wir Höhe, Auslegungswetterdaten und Luftqualitätsdaten vom Dienst Open-Meteo. Dabei werden nur die Koordinaten des Standorts übermittelt, keine Daten, die Sie identifizieren.',
        'Rechtsgrundlage sind die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO) und unser berechtigtes Interesse an einer einfachen Standortwahl (Art. 6 Abs. 1 lit. f DSGVO). Wenn Sie möchten, können Sie Adresse, Koordinaten, Höhe und Auslegungsdaten auch manuell eingeben.',
      ],
    },
    {
      heading: 'Eingebettete Videos',
      paragraphs: [
        'Unsere Seiten können Produkt- und Anleitungsvideos enthalten, die auf YouTube gehostet werden, einem Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Wir binden Videos im erweiterten Datenschutzmodus (youtube-nocookie.com) ein, und ein Video wird erst geladen, wenn Sie es anklicken. Erst dann stellt Ihr Browser eine Verbindung zu den Servern von YouTube her; Google erhält dabei Ihre IP-Adresse und die besuchte Seite und kann Cookies oder ähnliche Kennungen setzen. Sind Sie in einem Google-Konto angemeldet, kann Google den Besuch Ihrem Konto zuordnen.',
        'Google verarbeitet Daten unter Umständen auch in den USA; die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert. Rechtsgrundlage ist Ihre durch das Anklicken des Videos erteilte Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit mit Wirkung für die Zukunft widerrufen können. Weitere Informationen: https://policies.google.com/privacy.',
      ],
    },
    {
      heading: 'Newsletter und Kontaktformulare',
      paragraphs: [
        'Wenn Sie unseren Newsletter abonnieren, verwenden wir Ihre E-Mail-Adresse und – falls angegeben – Ihren Namen, um Ihnen Informationen zu AirSizer, neuen Produkten und Fachthemen zu senden. Wir nutzen das Double-Opt-in-Verfahren: Ihr Abonnement wird erst aktiv, nachdem Sie es über einen Ihnen zugesandten Link bestätigt haben. Um Ihre Einwilligung nachweisen zu können, speichern wir den Zeitpunkt von Anmeldung und Bestätigung sowie die dabei verwendete IP-Adresse. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können den Newsletter jederzeit über den Link in jeder Ausgabe oder per E-Mail an uns abbestellen; Ihre Adresse wird dann aus dem Verteiler entfernt.',
        'Wenn Sie uns über ein Kontaktformular oder per E-Mail kontaktieren, verarbeiten wir die von Ihnen angegebenen Daten (etwa Name, Unternehmen, E-Mail-Adresse, Telefonnummer und den Inhalt Ihrer Nachricht), um Ihre Anfrage und etwaige Anschlussfragen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage mit einem Vertrag oder vorvertraglichen Maßnahmen zusammenhängt, im Übrigen unser berechtigtes Interesse an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO). Wir löschen diese Daten, sobald Ihre Anfrage abschließend bearbeitet ist, sofern keine gesetzlichen Aufbewahrungspflichten bestehen.',
      ],
    },
    {
      heading: 'Bewerbungen',
      paragraphs: [
        'Über unsere Karriereseite können Sie sich bei der AirSizer d.o.o. bewerben. Bewerbungen verwalten wir mit dem Bewerbermanagementsystem der Personio SE & Co. KG, München, Deutschland, die die Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags auf Servern in der Europäischen Union verarbeitet.',
        'Die von Ihnen übermittelten Daten, etwa Kontaktdaten, Lebenslauf, Zeugnisse, Referenzen und sonstige Unterlagen, verarbeiten wir ausschließlich zur Entscheidung über die Begründung eines Beschäftigungsverhältnisses (Art. 6 Abs. 1 lit. b und Art. 88 DSGVO in Verbindung mit dem anwendbaren Arbeitsrecht). Zugriff haben nur die am Auswahlverfahren beteiligten Personen.',
        'Können wir Ihnen keine Stelle anbieten, werden Ihre Bewerbungsdaten und -unterlagen sechs Monate nach Mitteilung der Absage gelöscht, es sei denn, Sie haben in eine längere Speicherung für künftige Stellenangebote (Talentpool) eingewilligt oder ein Rechtsstreit erfordert die Aufbewahrung. Im Fall einer Einstellung werden Ihre Daten in die Personalakte übernommen.',
      ],
    },
    {
      heading: 'Speicherdauer',
      paragraphs: [
        'Wir speichern personenbezogene Daten nur so lange, wie es für die genannten Zwecke erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen. Im Einzelnen:',
        'Konto- und Projektdaten: für die Dauer Ihres Kontos; nach Löschung des Kontos innerhalb von 30 Tagen, mit Ausnahme von Daten, die wir nach handels- und steuerrechtlichen Vorschriften (etwa Rechnungen und zugehörige Korrespondenz) für die gesetzlichen Fristen aufbewahren müssen.',
        'Server-Protokolldateien: höchstens 30 Tage. Kontaktanfragen: bis zur abschließenden Bearbeitung. Newsletter-Daten: bis zur Abmeldung; der Nachweis der Einwilligung, solange Ansprüche geltend gemacht werden können. Bewerbungsdaten: sechs Monate nach einer Absage. Cookie-Einwilligung: 365 Tage. Lokaler Speicher: Sitzungstoken bis zur Abmeldung, übrige Einträge bis zur Löschung durch Sie.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Nach der DSGVO und dem serbischen Gesetz über den Schutz personenbezogener Daten haben Sie das Recht auf Auskunft über Ihre personenbezogenen Daten (Art. 15 DSGVO), auf Berichtigung unrichtiger Daten (Art. 16), auf Löschung (Art. 17), auf Einschränkung der Verarbeitung (Art. 18) und auf Datenübertragbarkeit (Art. 20) sowie das Recht, eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3); die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
        'Widerspruchsrecht: Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Der Verwendung Ihrer Daten für Direktwerbung können Sie jederzeit ohne Angabe von Gründen widersprechen.',
        'Außerdem haben Sie das Recht, sich bei einer Aufsichtsbehörde zu beschweren, insbesondere in dem EU-Mitgliedstaat Ihres gewöhnlichen Aufenthalts oder Ihres Arbeitsplatzes, oder in Serbien beim Beauftragten für Informationen von öffentlicher Bedeutung und den Schutz personenbezogener Daten (www.poverenik.rs).',
      ],
    },
    {
      heading: 'Kontakt und Änderungen dieser Datenschutzerklärung',
      paragraphs: [
        `Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie bitte an ${CONTROLLER_EMAIL} oder an die AirSizer d.o.o., Belgrad, Serbien. Wir beantworten Anfragen unverzüglich, spätestens innerhalb eines Monats.`,
        'Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen oder die rechtlichen Anforderungen ändern. Die jeweils aktuelle Fassung ist in AirSizer abrufbar; das Datum oben zeigt den Stand der letzten Aktualisierung.',
      ],
    },
  ],
};

const sr: PrivacyPolicyText = {
  title: 'Politika privatnosti',
  updated: 'Poslednje ažuriranje: 22. novembar 2026.',
  sections: [
    {
      heading: 'Rukovalac podacima',
      paragraphs: [
        'Rukovalac obradom podataka o ličnosti u vezi sa aplikacijom AirSizer i ovim veb-sajtom, u smislu Opšte uredbe EU o zaštiti podataka (GDPR) i Zakona o zaštiti podataka o ličnosti („Službeni glasnik RS“, br. 87/2018), jeste:',
        `AirSizer d.o.o., Beograd, Srbija. E-mail: ${CONTROLLER_EMAIL}`,
        'Na ovoj adresi možete nam se obratiti sa svim pitanjima o zaštiti podataka o ličnosti, kao i radi ostvarivanja prava opisanih u odeljku „Vaša prava“.',
      ],
    },
    {
      heading: 'Pregled i pravni osnovi obrade',
      paragraphs: [
        'AirSizer je veb-aplikacija za izbor i dimenzionisanje klima-komora i uređaja za odvlaživanje bazenskih hala. Podatke o ličnosti obrađujemo samo u meri u kojoj je to neophodno za pružanje funkcionalnog veb-sajta i aplikacije, našeg sadržaja i usluga, ili ako ste za to dali pristanak.',
        'Obrada se zasniva na sledećim pravnim osnovima: vašem pristanku (član 6. stav 1. tačka a) GDPR), izvršenju ugovora ili preduzimanju radnji na vaš zahtev pre zaključenja ugovora (član 6. stav 1. tačka b) GDPR), poštovanju pravnih obaveza (član 6. stav 1. tačka c) GDPR) i našim legitimnim interesima (član 6. stav 1. tačka f) GDPR), na primer u pogledu bezbednog i pouzdanog rada usluge. Pored toga, primenjuju se odgovarajuće odredbe člana 12. Zakona o zaštiti podataka o ličnosti.',
        'Podatke o ličnosti ne prodajemo i ne koristimo ih za automatizovano donošenje odluka niti za profilisanje. Obrađivačima (kao što su naš pružalac usluga hostinga i servis za slanje e-pošte) podatke prosleđujemo samo na osnovu ugovora o obradi podataka i samo u neophodnoj meri. Prenos podataka u zemlje van Srbije i Evropskog ekonomskog prostora vrši se samo na osnovu odluke o primerenom nivou zaštite ili uz odgovarajuće mere zaštite, kao što su standardne ugovorne klauzule.',
      ],
    },
    {
      heading: 'Podaci o pristupu i bezbednost',
      paragraphs: [
        'Prilikom svakog pristupa aplikaciji AirSizer naši serveri automatski beleže tehničke podatke o pristupu: IP adresu, datum i vreme zahteva, traženu stranicu ili interfejs, količinu prenetih podataka, statusni kod, kao i vrstu pregledača i operativnog sistema koju vaš pregledač prijavljuje. Ovi podaci su nam potrebni da bismo isporučili aplikaciju, otkrili i sprečili napade i zloupotrebe (na primer ograničavanjem broja zahteva pri prijavi, registraciji i slanju poruka za promenu lozinke) i otklonili greške. Pravni osnov je naš legitimni interes za bezbednost i stabilnost usluge (član 6. stav 1. tačka f) GDPR). Log-datoteke brišu se najkasnije nakon 30 dana, osim ako konkretan bezbednosni incident zahteva duže čuvanje radi njegovog razjašnjenja.',
        'Radi zaštite prijave od automatizovanih napada koristimo captcha proveru koja radi na našim serverima i u kojoj vaš pregledač rešava računski zadatak (proof of work). Pri tome se podaci ne prenose trećim licima i ne postavljaju se kolačići.',
        'Sve veze su šifrovane TLS protokolom. Lozinke čuvamo isključivo u obliku heš vrednosti sa dodatkom soli (Argon2id), tako da ni mi ne možemo da ih pročitamo.',
      ],
    },
    {
      heading: 'Korisnički nalog i podaci o projektima',
      paragraphs: [
        'Za korišćenje aplikacije AirSizer potrebno je da otvorite korisnički nalog. Obrađujemo podatke koje navedete pri registraciji i u svom nalogu: oslovljavanje, akademsko zvanje, ime i prezime, broj telefona, radno mesto i oblast rada, e-mail adresu, lozinku (samo kao heš vrednost) i željeni jezik korisničkog interfejsa, a u zavisnosti od toga da li se registrujete kao fizičko lice ili u ime pravnog lica, i vašu adresu, odnosno naziv preduzeća, poreski identifikacioni broj (PIB) i adresu preduzeća. Takođe beležimo vašu saglasnost sa ovom politikom privatnosti i potvrdu vaše e-mail adrese.',
        'U okviru aplikacije čuvamo projekte, pozicije i revizije koje kreirate, uključujući lokacije projekata, projektne klimatske podatke, cene električne energije, podatke o kvalitetu vazduha, ulazne podatke i rezultate proračuna, kao i dokumente koji se iz njih generišu. Administratori društva AirSizer d.o.o. mogu da vide podatke o korisnicima i projektima u meri u kojoj je to potrebno za podršku i rad usluge.',
        'Pravni osnov je izvršenje ugovora o korišćenju aplikacije AirSizer (član 6. stav 1. tačka b) GDPR). Davanje ovih podataka neophodno je za registraciju; bez njih ne možemo da vam otvorimo nalog. Vašu e-mail adresu koristimo za poruke neophodne za nalog, kao što su link za potvrdu i poruke za ponovno postavljanje lozinke.',
      ],
    },
    {
      heading: 'Kolačići i lokalno skladište',
      paragraphs: [
        'AirSizer koristi isključivo tehnički neophodne kolačiće i slične mehanizme skladištenja u vašem pregledaču. Ne koristimo reklamne kolačiće ni kolačiće za praćenje, niti usluge veb-analitike.',
        'Saglasnost za kolačiće: kada potvrdite obaveštenje o kolačićima, kolačić beleži vaš izbor kako se obaveštenje ne bi ponovo prikazivalo. Kolačić ističe nakon 365 dana.',
        'Lokalno skladište: u lokalnom skladištu (local storage) vašeg pregledača čuvaju se jezik korisničkog interfejsa, izabrana tema (svetla ili tamna), stanje bočnog panela (otvoren ili zatvoren) i, dok ste prijavljeni, tokeni sesije (pristupni token i token za osvežavanje) koji vas drže prijavljenim. Tokeni sesije uklanjaju se pri odjavi; ostali zapisi ostaju dok ih ne obrišete u pregledaču.',
        'Čuvanje i čitanje ovih podataka strogo je neophodno za pružanje usluge koju ste izričito zatražili (član 5. stav 3. Direktive 2002/58/EZ i odgovarajući nacionalni propisi), a dalja obrada zasniva se na našem legitimnom interesu za funkcionalnu i jednostavnu aplikaciju (član 6. stav 1. tačka f) GDPR). Kolačiće i lokalno skladište možete u svakom trenutku obrisati u podešavanjima pregledača; tada ćete biti odjavljeni, a obaveštenje o kolačićima će se ponovo prikazati.',
      ],
    },
    {
      heading: 'Mape, geokodiranje i podaci o lokaciji',
      paragraphs: [
        'Da bi se projekat smestio na mapu, AirSizer prikazuje pločice mape servisa OpenStreetMap, kojim upravlja OpenStreetMap Foundation, Kembridž, Ujedinjeno Kraljevstvo. Radi učitavanja pločica vaš pregledač se direktno povezuje sa njihovim serverima, koji pri tome dobijaju vašu IP adresu i podatke o pregledaču. Za Ujedinjeno Kraljevstvo postoji odluka Evropske komisije o primerenom nivou zaštite. Više informacija: https://osmfoundation.org/wiki/Privacy_Policy.',
        'Za pretragu adresa i pretvaranje položaja na mapi u adresu koristimo servis za geokodiranje Nominatim fondacije OpenStreetMap Foundation. U tu svrhu prenose se tekst pretrage, odnosno koordinate izabrane lokacije; rezultati se privremeno čuvaju na našem serveru, tako da se ponovljeni upiti ne šalju iznova.',
        'Za izabranu lokaciju projekta preuzimamo nadmorsku visinu, projektne klimatske uslove i podatke o kvalitetu vazduha sa servisa Open-Meteo. Pri tome se prenose samo koordinate lokacije, bez podataka na osnovu kojih bi se mogao utvrditi vaš identitet.',
        'Pravni osnov je izvršenje ugovora (član 6. stav 1. tačka b) GDPR) i naš legitimni interes za jednostavan izbor lokacije (član 6. stav 1. tačka f) GDPR). Ako želite, adresu, koordinate, nadmorsku visinu i projektne podatke možete uneti i ručno.',
      ],
    },
    {
      heading: 'Ugrađeni video-snimci',
      paragraphs: [
        'Naše stranice mogu sadržati video-snimke o proizvodima i video-uputstva postavljene na servisu YouTube, usluzi društva Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irska. Video-snimke ugrađujemo u režimu proširene zaštite privatnosti (youtube-nocookie.com), a snimak se učitava tek kada na njega kliknete. Tek tada se vaš pregledač povezuje sa serverima servisa YouTube; Google pri tome dobija vašu IP adresu i podatak o stranici koju posećujete i može postaviti kolačiće ili slične identifikatore. Ako ste prijavljeni na Google nalog, Google može posetu povezati sa vašim nalogom.',
        'Google može obrađivati podatke i u Sjedinjenim Američkim Državama; društvo Google LLC sertifikovano je u okviru Okvira za zaštitu privatnosti podataka EU–SAD (EU-U.S. Data Privacy Framework). Pravni osnov je vaš pristanak dat klikom na video-snimak (član 6. stav 1. tačka a) GDPR), koji možete u svakom trenutku opozvati sa dejstvom ubuduće. Više informacija: https://policies.google.com/privacy.',
      ],
    },
    {
      heading: 'Bilten i kontakt-forme',
      paragraphs: [
        'Ako se prijavite na naš bilten (newsletter), koristimo vašu e-mail adresu i, ako ga navedete, vaše ime kako bismo vam slali informacije o aplikaciji AirSizer, novim proizvodima i stručnim temama. Primenjujemo postupak dvostruke potvrde (double opt-in): prijava postaje aktivna tek kada je potvrdite putem linka koji vam pošaljemo. Da bismo mogli da dokažemo vaš pristanak, beležimo vreme prijave i potvrde, kao i IP adresu sa koje su izvršene. Pravni osnov je vaš pristanak (član 6. stav 1. tačka a) GDPR). Od biltena se možete odjaviti u svakom trenutku putem linka koji se nalazi u svakom izdanju ili porukom na našu e-mail adresu; vaša adresa se tada uklanja sa liste za slanje.',
        'Ako nas kontaktirate putem kontakt-forme ili e-pošte, obrađujemo podatke koje navedete (na primer ime, preduzeće, e-mail adresu, broj telefona i sadržaj poruke) radi obrade vašeg upita i eventualnih dodatnih pitanja. Pravni osnov je član 6. stav 1. tačka b) GDPR ako se upit odnosi na ugovor ili predugovorne radnje, a u ostalim slučajevima naš legitimni interes da odgovaramo na upite (član 6. stav 1. tačka f) GDPR). Ove podatke brišemo kada je vaš upit u potpunosti rešen, osim ako postoje zakonske obaveze čuvanja.',
      ],
    },
    {
      heading: 'Prijave za posao',
      paragraphs: [
        'Za radna mesta u društvu AirSizer d.o.o. možete se prijaviti preko naše stranice za karijeru. Prijavama upravljamo pomoću sistema za upravljanje kandidatima društva Personio SE & Co. KG, Minhen, Nemačka, koje podatke obrađuje u naše ime na osnovu ugovora o obradi podataka, na serverima u Evropskoj uniji.',
        'Podatke koje nam dostavite, kao što su kontakt-podaci, biografija, diplome, preporuke i druga dokumenta, obrađujemo isključivo radi odlučivanja o zasnivanju radnog odnosa (član 6. stav 1. tačka b) i član 88. GDPR, u vezi sa merodavnim radnim pravom). Pristup im imaju samo lica koja učestvuju u postupku izbora.',
        'Ako vam ne možemo ponuditi posao, vaši podaci i dokumenta iz prijave brišu se šest meseci nakon što vam saopštimo odluku o odbijanju, osim ako ste pristali na duže čuvanje radi budućih konkursa (baza kandidata) ili ako je čuvanje neophodno zbog pravnog spora. Ako budete zaposleni, vaši podaci se prenose u vaš personalni dosije.',
      ],
    },
    {
      heading: 'Rok čuvanja podataka',
      paragraphs: [
        'Podatke o ličnosti čuvamo samo onoliko dugo koliko je potrebno za navedene svrhe ili koliko to zahtevaju zakonski rokovi čuvanja. Pojedinačno:',
        'Podaci o nalogu i projektima: dok nalog postoji; nakon brisanja naloga u roku od 30 dana, osim podataka koje smo dužni da čuvamo u skladu sa računovodstvenim i poreskim propisima (na primer računi i prateća prepiska) tokom zakonom propisanih rokova.',
        'Log-datoteke servera: najduže 30 dana. Upiti upućeni putem kontakta: do potpunog rešavanja upita. Podaci za bilten: do odjave, a dokaz o pristanku dok je moguće isticanje zahteva. Podaci iz prijava za posao: šest meseci nakon odbijanja. Saglasnost za kolačiće: 365 dana. Lokalno skladište: tokeni sesije do odjave, ostali zapisi dok ih ne obrišete.',
      ],
    },
    {
      heading: 'Vaša prava',
      paragraphs: [
        'U skladu sa GDPR-om i Zakonom o zaštiti podataka o ličnosti imate pravo na pristup svojim podacima o ličnosti (član 15. GDPR), na ispravku netačnih podataka (član 16), na brisanje (član 17), na ograničenje obrade (član 18) i na prenosivost podataka (član 20), kao i pravo da u svakom trenutku opozovete dati pristanak sa dejstvom ubuduće (član 7. stav 3); opoziv ne utiče na zakonitost obrade pre opoziva.',
        'Pravo na prigovor: ako vaše podatke obrađujemo na osnovu legitimnih interesa (član 6. stav 1. tačka f) GDPR), možete u svakom trenutku podneti prigovor iz razloga koji se odnose na vašu posebnu situaciju (član 21. GDPR). Tada podatke više nećemo obrađivati, osim ako dokažemo da postoje uverljivi legitimni razlozi za obradu koji pretežu nad vašim interesima, pravima i slobodama, ili ako je obrada potrebna radi podnošenja, ostvarivanja ili odbrane pravnih zahteva. Obradi vaših podataka za potrebe direktnog marketinga možete se usprotiviti u svakom trenutku, bez navođenja razloga.',
        'Takođe imate pravo da podnesete pritužbu nadzornom organu, naročito u državi članici EU u kojoj imate uobičajeno boravište ili mesto rada, odnosno u Srbiji Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti (www.poverenik.rs).',
      ],
    },
    {
      heading: 'Kontakt i izmene ove politike',
      paragraphs: [
        `Za pitanja o zaštiti podataka i radi ostvarivanja svojih prava pišite nam na ${CONTROLLER_EMAIL} ili na adresu AirSizer d.o.o., Beograd, Srbija. Na zahteve odgovaramo bez nepotrebnog odlaganja, a najkasnije u roku od mesec dana.`,
        'Ovu politiku privatnosti možemo izmeniti kada se promene naše usluge ili zakonski zahtevi. Aktuelna verzija uvek je dostupna u aplikaciji AirSizer; datum na vrhu pokazuje kada je poslednji put ažurirana.',
      ],
    },
  ],
};

export const privacyPolicy: Record<'en' | 'de' | 'sr', PrivacyPolicyText> = { en, de, sr };
