/**
 * German notification texts (snackbar catalogue), fallback texts and the unit-size note.
 * Same keys as `messagesEn` (enforced by the type); see messages.en.ts for the sources and notes.
 * Formal address (Sie). "Zuluft" = supply air, "Abluft" = return/extract air.
 */
import type { messagesEn } from './messages.en';

export const messagesDe: typeof messagesEn = {
  snackbar: {
    mandatoryFields: 'Füllen Sie alle Pflichtfelder aus, bevor Sie fortfahren.',

    loginError: 'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut',
    /** Self-hosted captcha (ALTCHA) instead of reCAPTCHA, see messages.en.ts. */
    captchaError: 'Bitte lösen Sie zuerst das Captcha',
    invalidEmail: 'Ihre E-Mail-Adresse ist ungültig',
    invalidPassword: 'Ihr Passwort ist ungültig',
    registerError: 'Beim Anlegen des neuen Profils ist ein Fehler aufgetreten',
    registerSuccess:
      'Ihr Profil wurde angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben.',
    editUserProfileError: 'Beim Aktualisieren Ihres Profils ist ein Fehler aufgetreten',
    editUserProfileSuccess: 'Ihr Profil wurde erfolgreich aktualisiert',
    recoveryMailError: 'Beim Senden der E-Mail ist ein Fehler aufgetreten',
    recoveryMailSuccess:
      'Die E-Mail wurde gesendet. Bitte prüfen Sie Ihren Posteingang und folgen Sie dem Link.',
    passwordMatchError: 'Die Passwörter müssen übereinstimmen',
    passwordChangedSuccess: 'Ihr Passwort wurde erfolgreich geändert',
    passwordChangedError: 'Beim Ändern Ihres Passworts ist ein Fehler aufgetreten',
    emailConfirmError:
      'Bei der Bestätigung Ihrer E-Mail-Adresse ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut',
    tokenExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an',
    fetchingDataError: 'Fehler beim Abrufen der Daten.',

    mandatoryCity: 'Die Stadt ist ein Pflichtfeld. Der Standort wurde auf den Ausgangswert zurückgesetzt.',
    invalidAddress: 'Ungültige Adresse eingegeben. Bitte wählen Sie eine gültige Adresse aus.',
    invalidFlow: 'Der Volumenstrom muss zwischen 600 und 6800 liegen.',
    temperatureError:
      'Die Außentemperatur muss für die Winterberechnung niedriger und für die Sommerberechnung höher als die Innentemperatur sein.',
    sameLocation:
      'Am ausgewählten Standort befinden sich mehrere Projekte; alle werden in der Tabelle angezeigt.',
    createProjectError: 'Beim Anlegen des Projekts ist ein Fehler aufgetreten.',
    createProjectSuccess: 'Das Projekt wurde erfolgreich angelegt.',
    editProjectSuccess: 'Das Projekt wurde erfolgreich aktualisiert.',
    editProjectError: 'Beim Aktualisieren des Projekts ist ein Fehler aufgetreten.',
    deleteProjectSuccess: 'Das Projekt wurde gelöscht.',
    deleteProjectError: 'Beim Löschen des Projekts ist ein Fehler aufgetreten.',

    createProjectItemSuccess: 'Die Position wurde erfolgreich angelegt.',
    createProjectItemError: 'Beim Anlegen der Position ist ein Fehler aufgetreten.',
    editProjectItemSuccess: 'Die Position wurde erfolgreich aktualisiert.',
    editProjectItemError: 'Beim Aktualisieren der Position ist ein Fehler aufgetreten.',
    deleteProjectItemSuccess: 'Die Position wurde gelöscht.',
    deleteProjectItemError: 'Beim Löschen der Position ist ein Fehler aufgetreten.',
    activateRevisionSuccess: 'Die Revision wurde aktiviert.',
    activateRevisionError: 'Beim Aktivieren der Revision ist ein Fehler aufgetreten.',

    documentationError: 'Die Dokumentation ist noch nicht verfügbar. Bitte versuchen Sie es später erneut.',
    documentationSuccess: 'Die Dokumentation wurde erfolgreich heruntergeladen.',
    fetching3DModel: 'Das 3D-Modell wird noch erstellt. Bitte versuchen Sie es später erneut.',

    calculationError:
      'Bei der Berechnung der relativen Feuchte ist ein Fehler aufgetreten. Die Werte wurden auf ihre Ausgangswerte zurückgesetzt.',
    flowCombinationError:
      'Unzulässige Kombination aus Zuluft- und Abluftvolumenstrom; es wurden keine passenden Geräte gefunden.',
    fanError:
      'Bei der Ventilatorberechnung ist ein Fehler aufgetreten. Bitte prüfen Sie die Parameter und versuchen Sie es erneut.',
    recuperatorError:
      'Bei der Berechnung der Wärmerückgewinnung oder der Register ist ein Fehler aufgetreten. Bitte prüfen Sie die Parameter und versuchen Sie es erneut.',
    ecodesignNotMet:
      'Das Gerät erfüllt EU 1253/2014 nicht, was die Position verlangt ({{reason}}). Wählen Sie in Schritt 3 eine größere Baugröße oder eine andere Wärmerückgewinnung oder einen Feinfilter in der Zuluft (F7 oder besser).',
    flowValError:
      'Für die eingegebenen Volumenströme passt kein Gerätetyp. Bitte passen Sie den Zuluft- und den Abluftvolumenstrom an.',
  },

  fallback: {
    registrationFailed: 'Registrierung fehlgeschlagen!',
    urlInvalid: 'Ungültige URL!',
    internalServerError: 'Interner Serverfehler!',
    statusNotRecognized: 'Statuscode nicht erkannt!',
    passwordChanged: 'Ihr Passwort wurde geändert!',
    errorFetchingDocumentation: 'Fehler beim Abrufen der Dokumentation!',
    errorFetchingProjects: 'Fehler beim Abrufen der Projekte!',
    failed: 'Fehlgeschlagen!',
    wrongCredentials: 'Falsche Anmeldedaten eingegeben!',
    wrongLoginParameters: 'Falsche Anmeldedaten! Bitte versuchen Sie es erneut!',
    emailNotValid: 'Die E-Mail-Adresse ist ungültig',
    passwordNotValid: 'Das Passwort ist ungültig',
    emailConfirmed: 'E-Mail-Adresse erfolgreich bestätigt!',
    somethingWentWrong: 'Etwas ist schiefgelaufen.',
    projectModified: 'Projekt geändert!',
    projectNotModified: 'Das Projekt wurde nicht geändert!',
    projectDeleted: 'Projekt gelöscht!',
    failedToDelete: 'Löschen fehlgeschlagen!',
    errorFetchingProject: 'Fehler beim Abrufen des Projekts!',
    errorFetchingPositions: 'Fehler beim Abrufen der Positionen!',
    revisionNotActivated: 'Die Revision wurde nicht aktiviert!',
    errorModelLink: 'Fehler beim Modell-Link',
    errorFetchingRevisions: 'Fehler beim Abrufen der Revisionen!',
    errorFetchingPosition: 'Fehler beim Abrufen der Position!',
    requestSuccessful: 'Ihre Anfrage war erfolgreich!',
  },

  unitSizeNote:
    'Die Differenz zwischen Zuluftvolumenstrom und Nennvolumenstrom beträgt {{supply}} m3/h. Die Differenz zwischen Abluftvolumenstrom und Nennvolumenstrom beträgt {{return}} m3/h.',

  serverErrors: {
    emailTaken: 'Für diese E-Mail-Adresse besteht bereits ein Konto.',
    passwordWeak:
      'Dieses Passwort ist zu leicht zu erraten: Wählen Sie ein längeres oder mehrere unzusammenhängende Wörter, nicht Ihren Namen oder Ihre Adresse.',
    loginThrottled:
      'Zu viele Anmeldeversuche für dieses Konto: Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    codeInvalid:
      'Der Code ist nicht korrekt: Geben Sie den aktuellen Code der App oder einen unbenutzten Wiederherstellungscode ein.',
    codeThrottled:
      'Zu viele falsche Codes für dieses Konto: Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    signInExpired: 'Diese Anmeldung ist abgelaufen: Bitte melden Sie sich erneut an.',
    secondFactorRequired: 'Administratoren müssen die Zwei-Faktor-Authentifizierung behalten.',
    secondFactorAlreadyOn: 'Die Zwei-Faktor-Authentifizierung ist bereits eingeschaltet.',
    secondFactorNotSetUp: 'Richten Sie zuerst die Zwei-Faktor-Authentifizierung ein.',
    secondFactorNotOn: 'Die Zwei-Faktor-Authentifizierung ist nicht eingeschaltet.',
    companyNotFound: 'Es ist kein Unternehmen mit dieser Steuernummer registriert.',
    companyTaken:
      'Ein Unternehmen mit dieser Steuernummer ist bereits registriert: Registrieren Sie sich als Mitglied eines bereits registrierten Unternehmens.',
    required: '{{field}} ist ein Pflichtfeld.',
    passwordMismatch: 'Das aktuelle Passwort ist nicht korrekt.',
    captchaInvalid: 'Das Captcha wurde nicht akzeptiert. Bitte lösen Sie es erneut.',
    invalid: '{{field}}: Der Wert ist ungültig.',
    weatherFile: {
      empty: 'Die Wetterdatei ist leer.',
      epwHeader:
        'Zeile {{line}}: Eine EPW-Datei beginnt mit acht Kopfdatensätzen; hier muss {{record}} stehen.',
      epwColumns:
        'Zeile {{line}}: Eine EPW-Datenzeile hat mindestens 10 Felder bis zum Stationsdruck; diese hat {{count}}.',
      csvHeader: 'Zeile {{line}}: Die erste Zeile muss die Kopfzeile {{header}} sein.',
      csvColumns:
        'Zeile {{line}}: Jede Zeile hat 2 Werte (Trockenkugeltemperatur, relative Feuchte); diese hat {{count}}.',
      notNumber: "Zeile {{line}}: {{column}} '{{value}}' ist keine Zahl (Dezimalpunkt verwenden).",
      outOfRange:
        'Zeile {{line}}: {{column}} {{value}} {{unit}} liegt außerhalb von {{min}} bis {{max}} {{unit}}.',
      missingValue: 'Zeile {{line}}: {{column}} fehlt.',
      hourOrder:
        'Zeile {{line}}: Die Stunden müssen ab 1. Januar Stunde 1 lückenlos aufeinander folgen; erwartet {{expected}}.',
      hourCount: 'Ein Jahr hat {{expected}} Stunden (ohne 29. Februar); die Datei hat {{count}}.',
    },
  },
};
