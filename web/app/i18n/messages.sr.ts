/**
 * Serbian (Latin script) notification texts (snackbar catalogue), fallback texts and the unit-size note.
 * Same keys as `messagesEn` (enforced by the type); see messages.en.ts for the sources and notes.
 * Formal address; "dovodni vazduh" = supply air, "povratni vazduh" = return air.
 */
import type { messagesEn } from './messages.en';

export const messagesSr: typeof messagesEn = {
  snackbar: {
    mandatoryFields: 'Popunite sva obavezna polja pre nastavka.',

    loginError: 'Neispravni podaci za prijavu. Molimo pokušajte ponovo',
    /** Self-hosted captcha (ALTCHA) instead of reCAPTCHA, see messages.en.ts. */
    captchaError: 'Najpre morate rešiti captcha proveru',
    invalidEmail: 'Vaša e-mail adresa nije ispravna',
    invalidPassword: 'Vaša lozinka nije ispravna',
    registerError: 'Došlo je do greške prilikom kreiranja novog profila',
    registerSuccess:
      'Vaš profil je kreiran. Molimo potvrdite svoju e-mail adresu putem linka koji smo vam poslali.',
    editUserProfileError: 'Došlo je do greške prilikom ažuriranja profila',
    editUserProfileSuccess: 'Vaš profil je uspešno ažuriran',
    recoveryMailError: 'Došlo je do greške prilikom slanja e-mail poruke',
    recoveryMailSuccess:
      'E-mail poruka je poslata. Molimo proverite prijemno sanduče i otvorite link iz poruke.',
    passwordMatchError: 'Lozinke moraju biti iste',
    passwordChangedSuccess: 'Vaša lozinka je uspešno promenjena',
    passwordChangedError: 'Došlo je do greške prilikom promene lozinke',
    emailConfirmError:
      'Došlo je do greške prilikom potvrde vaše e-mail adrese. Molimo pokušajte ponovo kasnije',
    tokenExpired: 'Vaša sesija je istekla. Molimo prijavite se ponovo',
    fetchingDataError: 'Greška pri preuzimanju podataka.',

    mandatoryCity: 'Grad je obavezno polje. Lokacija je vraćena na početnu vrednost.',
    invalidAddress: 'Uneta adresa nije ispravna. Molimo izaberite ispravnu adresu.',
    invalidFlow: 'Protok mora biti između 600 i 6800.',
    temperatureError:
      'Za zimski proračun spoljna temperatura mora biti niža od unutrašnje, a za letnji proračun viša od unutrašnje.',
    sameLocation: 'Na izabranoj lokaciji nalazi se više projekata; svi su prikazani u tabeli.',
    createProjectError: 'Došlo je do greške prilikom kreiranja projekta.',
    createProjectSuccess: 'Projekat je uspešno kreiran.',
    editProjectSuccess: 'Projekat je uspešno izmenjen.',
    editProjectError: 'Došlo je do greške prilikom izmene projekta.',
    deleteProjectSuccess: 'Projekat je obrisan.',
    deleteProjectError: 'Došlo je do greške prilikom brisanja projekta.',

    createProjectItemSuccess: 'Pozicija je uspešno kreirana.',
    createProjectItemError: 'Došlo je do greške prilikom kreiranja pozicije.',
    editProjectItemSuccess: 'Pozicija je uspešno izmenjena.',
    editProjectItemError: 'Došlo je do greške prilikom izmene pozicije.',
    deleteProjectItemSuccess: 'Pozicija je obrisana.',
    deleteProjectItemError: 'Došlo je do greške prilikom brisanja pozicije.',
    activateRevisionSuccess: 'Revizija je aktivirana.',
    activateRevisionError: 'Došlo je do greške prilikom aktiviranja revizije.',

    documentationError: 'Dokumentacija još nije spremna. Molimo pokušajte ponovo kasnije.',
    documentationSuccess: 'Dokumentacija je uspešno preuzeta.',
    fetching3DModel: '3D model se još priprema. Molimo pokušajte ponovo kasnije.',

    calculationError:
      'Došlo je do greške pri proračunu relativne vlažnosti. Vrednosti su vraćene na početne.',
    flowCombinationError:
      'Pogrešna kombinacija protoka dovodnog i povratnog vazduha; nije pronađen nijedan odgovarajući uređaj.',
    fanError: 'Došlo je do greške u proračunu ventilatora. Molimo proverite parametre i pokušajte ponovo.',
    recuperatorError:
      'Došlo je do greške u proračunu rekuperatora ili grejača i hladnjaka. Molimo proverite parametre i pokušajte ponovo.',
    ecodesignNotMet:
      'Jedinica ne ispunjava EU 1253/2014, što pozicija zahteva ({{reason}}). Izaberite veću veličinu ili drugi povrat toplote u koraku 3, ili fini filter na dovodu (F7 ili bolji).',
    flowValError:
      'Nijedan tip uređaja ne odgovara unetim protocima. Molimo prilagodite protoke dovodnog i povratnog vazduha.',
  },

  fallback: {
    registrationFailed: 'Registracija nije uspela!',
    urlInvalid: 'URL nije ispravan!',
    internalServerError: 'Interna greška servera!',
    statusNotRecognized: 'Statusni kod nije prepoznat!',
    passwordChanged: 'Vaša lozinka je promenjena!',
    errorFetchingDocumentation: 'Greška pri preuzimanju dokumentacije!',
    errorFetchingProjects: 'Greška pri preuzimanju projekata!',
    failed: 'Neuspešno!',
    wrongCredentials: 'Uneti su pogrešni podaci za prijavu!',
    wrongLoginParameters: 'Pogrešni podaci za prijavu! Pokušajte ponovo!',
    emailNotValid: 'E-mail adresa nije ispravna',
    passwordNotValid: 'Lozinka nije ispravna',
    emailConfirmed: 'E-mail adresa je uspešno potvrđena!',
    somethingWentWrong: 'Nešto nije u redu.',
    projectModified: 'Projekat je izmenjen!',
    projectNotModified: 'Projekat nije izmenjen!',
    projectDeleted: 'Projekat je obrisan!',
    failedToDelete: 'Brisanje nije uspelo!',
    errorFetchingProject: 'Greška pri preuzimanju projekta!',
    errorFetchingPositions: 'Greška pri preuzimanju pozicija!',
    revisionNotActivated: 'Revizija nije aktivirana!',
    errorModelLink: 'Greška sa linkom modela',
    errorFetchingRevisions: 'Greška pri preuzimanju revizija!',
    errorFetchingPosition: 'Greška pri preuzimanju pozicije!',
    requestSuccessful: 'Vaš zahtev je uspešno obrađen!',
  },

  unitSizeNote:
    'Razlika između protoka dovodnog vazduha i nominalnog protoka iznosi {{supply}} m3/h. Razlika između protoka povratnog vazduha i nominalnog protoka iznosi {{return}} m3/h.',

  serverErrors: {
    emailTaken: 'Nalog sa ovom e-mail adresom već postoji.',
    passwordWeak:
      'Ovu lozinku je lako pogoditi: izaberite dužu ili nekoliko nepovezanih reči, a ne svoje ime ili adresu.',
    loginThrottled: 'Previše pokušaja prijave za ovaj nalog: sačekajte trenutak i pokušajte ponovo.',
    codeInvalid: 'Kod nije ispravan: unesite trenutni kod iz aplikacije ili neiskorišćen kod za oporavak.',
    codeThrottled: 'Previše pogrešnih kodova za ovaj nalog: sačekajte trenutak i pokušajte ponovo.',
    signInExpired: 'Ova prijava je istekla: prijavite se ponovo.',
    secondFactorRequired: 'Administratori moraju zadržati dvofaktorsku autentifikaciju.',
    secondFactorAlreadyOn: 'Dvofaktorska autentifikacija je već uključena.',
    secondFactorNotSetUp: 'Najpre podesite dvofaktorsku autentifikaciju.',
    secondFactorNotOn: 'Dvofaktorska autentifikacija nije uključena.',
    companyNotFound: 'Nije registrovana nijedna kompanija sa ovim poreskim identifikacionim brojem.',
    companyTaken:
      'Kompanija sa ovim poreskim identifikacionim brojem je već registrovana: registrujte se kao član već registrovane kompanije.',
    required: '{{field}} je obavezno polje.',
    passwordMismatch: 'Trenutna lozinka nije tačna.',
    captchaInvalid: 'Captcha nije prihvaćena. Molimo rešite je ponovo.',
    invalid: '{{field}}: vrednost nije ispravna.',
    weatherFile: {
      empty: 'Meteorološka datoteka je prazna.',
      epwHeader: 'Red {{line}}: EPW datoteka počinje sa osam zaglavlja; ovde treba da stoji {{record}}.',
      epwColumns:
        'Red {{line}}: EPW red podataka ima najmanje 10 polja do pritiska stanice; ovaj ima {{count}}.',
      csvHeader: 'Red {{line}}: prvi red mora biti zaglavlje {{header}}.',
      csvColumns:
        'Red {{line}}: svaki red ima 2 vrednosti (temperatura suvog termometra, relativna vlažnost); ovaj ima {{count}}.',
      notNumber: "Red {{line}}: {{column}} '{{value}}' nije broj (koristite decimalnu tačku).",
      outOfRange: 'Red {{line}}: {{column}} {{value}} {{unit}} je van opsega {{min}} do {{max}} {{unit}}.',
      missingValue: 'Red {{line}}: nedostaje {{column}}.',
      hourOrder:
        'Red {{line}}: sati moraju da slede jedan za drugim od 1. januara, sat 1; očekivano {{expected}}.',
      hourCount: 'Godina ima {{expected}} sati (bez 29. februara); datoteka ima {{count}}.',
    },
  },
};
