import type { Language } from '../../../contracts/users';

/** The mails the product sends, each carrying one single-use link. */
export const MAIL_KINDS = ['confirmEmail', 'forgotPassword', 'changePassword'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailVariables {
  /** The brand the request came under (X-Brand), by name. */
  brand: string;
  /** The recipient's first name. */
  name: string;
  link: string;
  /** How long the link stays valid, in hours. */
  hours: number;
}

export interface MailTexts {
  subject: string;
  text: string;
}

type Template = (v: MailVariables) => MailTexts;

/** Serbian counts 1 sat, 2-4 sata, 5 and up sati (and 11-14 sati). */
function satiSr(hours: number): string {
  const lastDigit = hours % 10;
  const lastTwo = hours % 100;
  if (lastDigit === 1 && lastTwo !== 11) {
    return `${hours} sat`;
  }
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) {
    return `${hours} sata`;
  }
  return `${hours} sati`;
}

const en: Record<MailKind, Template> = {
  confirmEmail: ({ brand, name, link, hours }) => ({
    subject: `${brand}: confirm your e-mail address`,
    text: `Hello${greeting(name)},

thank you for registering with ${brand}. Please confirm your e-mail address by opening this link:

${link}

The link is valid for ${hours} ${hours === 1 ? 'hour' : 'hours'} and works once. If you did not register, ignore this mail.

${brand}
`,
  }),
  forgotPassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: reset your password`,
    text: `Hello${greeting(name)},

someone, hopefully you, asked to reset the password of your ${brand} account. Choose a new password here:

${link}

The link is valid for ${hours} ${hours === 1 ? 'hour' : 'hours'} and works once. If you did not ask for this, ignore this mail: your password stays as it is.

${brand}
`,
  }),
  changePassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: change your password`,
    text: `Hello${greeting(name)},

you asked to change the password of your ${brand} account. Choose a new password here (you will need your current password too):

${link}

The link is valid for ${hours} ${hours === 1 ? 'hour' : 'hours'} and works once. If you did not ask for this, ignore this mail: your password stays as it is.

${brand}
`,
  }),
};

const de: Record<MailKind, Template> = {
  confirmEmail: ({ brand, name, link, hours }) => ({
    subject: `${brand}: Bitte bestätigen Sie Ihre E-Mail-Adresse`,
    text: `Guten Tag${greeting(name)},

vielen Dank für Ihre Registrierung bei ${brand}. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:

${link}

Der Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} lang gültig und funktioniert einmal. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.

${brand}
`,
  }),
  forgotPassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: Passwort zurücksetzen`,
    text: `Guten Tag${greeting(name)},

jemand, hoffentlich Sie, hat das Zurücksetzen des Passworts Ihres ${brand}-Kontos angefordert. Hier wählen Sie ein neues Passwort:

${link}

Der Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} lang gültig und funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.

${brand}
`,
  }),
  changePassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: Passwort ändern`,
    text: `Guten Tag${greeting(name)},

Sie möchten das Passwort Ihres ${brand}-Kontos ändern. Hier wählen Sie ein neues Passwort (Sie benötigen dazu auch Ihr aktuelles Passwort):

${link}

Der Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} lang gültig und funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.

${brand}
`,
  }),
};

const sr: Record<MailKind, Template> = {
  confirmEmail: ({ brand, name, link, hours }) => ({
    subject: `${brand}: potvrdite svoju e-mail adresu`,
    text: `Zdravo${greeting(name)},

hvala što ste se registrovali na ${brand}. Potvrdite svoju e-mail adresu otvaranjem ovog linka:

${link}

Link važi ${satiSr(hours)} i može se iskoristiti samo jednom. Ako se niste registrovali, zanemarite ovu poruku.

${brand}
`,
  }),
  forgotPassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: resetovanje lozinke`,
    text: `Zdravo${greeting(name)},

neko, nadamo se vi, zatražio je resetovanje lozinke vašeg ${brand} naloga. Novu lozinku izaberite ovde:

${link}

Link važi ${satiSr(hours)} i može se iskoristiti samo jednom. Ako to niste zatražili, zanemarite ovu poruku: vaša lozinka ostaje ista.

${brand}
`,
  }),
  changePassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: promena lozinke`,
    text: `Zdravo${greeting(name)},

zatražili ste promenu lozinke vašeg ${brand} naloga. Novu lozinku izaberite ovde (biće vam potrebna i trenutna lozinka):

${link}

Link važi ${satiSr(hours)} i može se iskoristiti samo jednom. Ako to niste zatražili, zanemarite ovu poruku: vaša lozinka ostaje ista.

${brand}
`,
  }),
};

/** Subject and body of every mail in English, German and Serbian (Latin script, as the web app's texts). */
export const MAIL_TEMPLATES: Record<Language, Record<MailKind, Template>> = { en, de, sr };

export function renderMail(kind: MailKind, language: Language, variables: MailVariables): MailTexts {
  return MAIL_TEMPLATES[language][kind]({
    ...variables,
    brand: oneLine(variables.brand, NAME_MAX_CHARS),
    name: inertName(variables.name),
  });
}

/** ` Ana` for the greeting's "Hello Ana,"; nothing ("Hello,") without a name fit to show. */
export const greeting = (name: string) => (name ? ` ${name}` : '');

/**
 * A registrant's name as a mail may show it (issue 28): a confirmation mail goes to an address nobody has proven yet,
 * so its name is anyone's text ("your account is locked, sign in at https://evil..."). Only what reads as a person's
 * name is shown: letters, spaces, hyphens, apostrophes and dots, at most 50 characters, nothing like a link or a
 * domain; anything else leaves the greeting without a name.
 */
export function inertName(name: string): string {
  const flat = oneLine(name, NAME_MAX_CHARS);
  const nameLike = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(flat) && Array.from(flat).length <= 50;
  const linkLike = /\p{L}\.\p{L}{2}|www|http/iu.test(flat);
  return nameLike && !linkLike ? flat : '';
}

/** The longest name a mail shows; the registration refuses longer ones already. */
const NAME_MAX_CHARS = 100;

/**
 * User-given text as data (issue 14): runs of whitespace, line breaks and control characters become one space, and
 * the text is cut at `max` characters, so a name stored before the registration refused them cannot add lines to a
 * mail. The registration's schema refuses them in the first place (contracts/fields.ts, requiredLine).
 */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\s\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Issue 28: the mails that tell an account's owner what happened, without a link: someone tried to register with
 * their address, their password was changed, they were signed in from a new device.
 */
export const NOTICE_KINDS = [
  'registrationAttempt',
  'passwordChanged',
  'newSignIn',
  'secondFactorChanged',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticeVariables {
  brand: string;
  /** The owner's first name (shown only when inert). */
  name: string;
  /** When it happened, as UTC text (2026-11-27 14:05 UTC). */
  when: string;
  /** newSignIn: the device as the server words it from a fixed list ("Chrome on Windows"), never the raw header. */
  device?: string;
  /** newSignIn: the client address. */
  address?: string;
  /** secondFactorChanged: what happened to the second factor (ASVS 2.2.3, 2.5.5, 2.8.5). */
  change?: SecondFactorChange;
}

/** Turned on, turned off, new recovery codes, or a code used a second time (refused). */
export type SecondFactorChange = 'on' | 'off' | 'codes' | 'reused';

type Notice = (v: NoticeVariables) => MailTexts;

const noticesEn: Record<NoticeKind, Notice> = {
  registrationAttempt: ({ brand, name, when }) => ({
    subject: `${brand}: someone tried to register with your address`,
    text: `Hello${greeting(name)},

on ${when} someone tried to register a new ${brand} account with this e-mail address. You already have an account, so nothing was created.

If it was you, sign in, or choose "Forgot password" in the sign-in dialog. If it was not you, ignore this mail: your account is unchanged.

${brand}
`,
  }),
  passwordChanged: ({ brand, name, when }) => ({
    subject: `${brand}: your password was changed`,
    text: `Hello${greeting(name)},

the password of your ${brand} account was changed on ${when}, and every session was signed out.

If this was not you, choose "Forgot password" in the sign-in dialog at once to set a new one.

${brand}
`,
  }),
  newSignIn: ({ brand, name, when, device, address }) => ({
    subject: `${brand}: sign-in from a new device`,
    text: `Hello${greeting(name)},

your ${brand} account was signed in to on ${when} from a device not seen before: ${device ?? 'unknown device'}, address ${address ?? 'unknown'}.

If this was not you, change your password and sign out the other sessions on your account page.

${brand}
`,
  }),
  secondFactorChanged: ({ brand, name, when, change }) => ({
    subject: `${brand}: two-factor authentication`,
    text: `Hello${greeting(name)},

${
  {
    on: `two-factor authentication was turned on for your ${brand} account on ${when}.`,
    off: `two-factor authentication was turned off for your ${brand} account on ${when}.`,
    codes: `new recovery codes were made for your ${brand} account on ${when}; the old ones no longer work.`,
    reused: `on ${when} a sign-in code of your ${brand} account was used a second time, and refused. Someone may know your password and have seen a code.`,
  }[change ?? 'on']
}

If this was not you, change your password at once and sign out the other sessions on your account page.

${brand}
`,
  }),
};

const noticesDe: Record<NoticeKind, Notice> = {
  registrationAttempt: ({ brand, name, when }) => ({
    subject: `${brand}: Registrierungsversuch mit Ihrer Adresse`,
    text: `Guten Tag${greeting(name)},

am ${when} hat jemand versucht, mit dieser E-Mail-Adresse ein neues ${brand}-Konto anzulegen. Sie haben bereits ein Konto, daher wurde nichts angelegt.

Wenn Sie das waren, melden Sie sich an oder wählen Sie im Anmeldedialog „Passwort vergessen“. Wenn nicht, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert.

${brand}
`,
  }),
  passwordChanged: ({ brand, name, when }) => ({
    subject: `${brand}: Ihr Passwort wurde geändert`,
    text: `Guten Tag${greeting(name)},

das Passwort Ihres ${brand}-Kontos wurde am ${when} geändert, und alle Sitzungen wurden abgemeldet.

Wenn Sie das nicht waren, wählen Sie sofort im Anmeldedialog „Passwort vergessen“, um ein neues festzulegen.

${brand}
`,
  }),
  newSignIn: ({ brand, name, when, device, address }) => ({
    subject: `${brand}: Anmeldung von einem neuen Gerät`,
    text: `Guten Tag${greeting(name)},

Ihr ${brand}-Konto wurde am ${when} von einem bisher unbekannten Gerät angemeldet: ${device ?? 'unbekanntes Gerät'}, Adresse ${address ?? 'unbekannt'}.

Wenn Sie das nicht waren, ändern Sie Ihr Passwort und melden Sie auf Ihrer Kontoseite die anderen Sitzungen ab.

${brand}
`,
  }),
  secondFactorChanged: ({ brand, name, when, change }) => ({
    subject: `${brand}: Zwei-Faktor-Authentifizierung`,
    text: `Guten Tag${greeting(name)},

${
  {
    on: `für Ihr ${brand}-Konto wurde am ${when} die Zwei-Faktor-Authentifizierung eingeschaltet.`,
    off: `für Ihr ${brand}-Konto wurde am ${when} die Zwei-Faktor-Authentifizierung ausgeschaltet.`,
    codes: `für Ihr ${brand}-Konto wurden am ${when} neue Wiederherstellungscodes erstellt; die alten gelten nicht mehr.`,
    reused: `am ${when} wurde ein Anmeldecode Ihres ${brand}-Kontos ein zweites Mal verwendet und abgewiesen. Möglicherweise kennt jemand Ihr Passwort und hat einen Code gesehen.`,
  }[change ?? 'on']
}

Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und melden Sie auf Ihrer Kontoseite die anderen Sitzungen ab.

${brand}
`,
  }),
};

const noticesSr: Record<NoticeKind, Notice> = {
  registrationAttempt: ({ brand, name, when }) => ({
    subject: `${brand}: pokušaj registracije sa vašom adresom`,
    text: `Zdravo${greeting(name)},

${when} neko je pokušao da registruje novi ${brand} nalog sa ovom e-mail adresom. Vi već imate nalog, pa ništa nije napravljeno.

Ako ste to bili vi, prijavite se ili u dijalogu za prijavu izaberite „Zaboravljena lozinka“. Ako niste, zanemarite ovu poruku: vaš nalog je nepromenjen.

${brand}
`,
  }),
  passwordChanged: ({ brand, name, when }) => ({
    subject: `${brand}: vaša lozinka je promenjena`,
    text: `Zdravo${greeting(name)},

lozinka vašeg ${brand} naloga promenjena je ${when}, i sve sesije su odjavljene.

Ako to niste bili vi, odmah u dijalogu za prijavu izaberite „Zaboravljena lozinka“ i postavite novu.

${brand}
`,
  }),
  newSignIn: ({ brand, name, when, device, address }) => ({
    subject: `${brand}: prijava sa novog uređaja`,
    text: `Zdravo${greeting(name)},

na vaš ${brand} nalog prijavljeno je ${when} sa uređaja koji ranije nije viđen: ${device ?? 'nepoznat uređaj'}, adresa ${address ?? 'nepoznata'}.

Ako to niste bili vi, promenite lozinku i na stranici naloga odjavite ostale sesije.

${brand}
`,
  }),
  secondFactorChanged: ({ brand, name, when, change }) => ({
    subject: `${brand}: dvofaktorska autentifikacija`,
    text: `Zdravo${greeting(name)},

${
  {
    on: `za vaš ${brand} nalog ${when} uključena je dvofaktorska autentifikacija.`,
    off: `za vaš ${brand} nalog ${when} isključena je dvofaktorska autentifikacija.`,
    codes: `za vaš ${brand} nalog ${when} napravljeni su novi kodovi za oporavak; stari više ne važe.`,
    reused: `${when} kod za prijavu vašeg ${brand} naloga upotrebljen je drugi put i odbijen. Moguće je da neko zna vašu lozinku i da je video kod.`,
  }[change ?? 'on']
}

Ako to niste bili vi, odmah promenite lozinku i na stranici naloga odjavite ostale sesije.

${brand}
`,
  }),
};

export const NOTICE_TEMPLATES: Record<Language, Record<NoticeKind, Notice>> = {
  en: noticesEn,
  de: noticesDe,
  sr: noticesSr,
};

export function renderNotice(kind: NoticeKind, language: Language, variables: NoticeVariables): MailTexts {
  return NOTICE_TEMPLATES[language][kind]({
    ...variables,
    brand: oneLine(variables.brand, NAME_MAX_CHARS),
    name: inertName(variables.name),
    ...(variables.device === undefined ? {} : { device: oneLine(variables.device, 60) }),
    ...(variables.address === undefined ? {} : { address: oneLine(variables.address, 60) }),
  });
}
