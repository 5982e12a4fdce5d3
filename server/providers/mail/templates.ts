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
    text: `Hello ${name},

thank you for registering with ${brand}. Please confirm your e-mail address by opening this link:

${link}

The link is valid for ${hours} ${hours === 1 ? 'hour' : 'hours'} and works once. If you did not register, ignore this mail.

${brand}
`,
  }),
  forgotPassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: reset your password`,
    text: `Hello ${name},

someone, hopefully you, asked to reset the password of your ${brand} account. Choose a new password here:

${link}

The link is valid for ${hours} ${hours === 1 ? 'hour' : 'hours'} and works once. If you did not ask for this, ignore this mail: your password stays as it is.

${brand}
`,
  }),
  changePassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: change your password`,
    text: `Hello ${name},

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
    text: `Guten Tag ${name},

vielen Dank für Ihre Registrierung bei ${brand}. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:

${link}

Der Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} lang gültig und funktioniert einmal. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.

${brand}
`,
  }),
  forgotPassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: Passwort zurücksetzen`,
    text: `Guten Tag ${name},

jemand, hoffentlich Sie, hat das Zurücksetzen des Passworts Ihres ${brand}-Kontos angefordert. Hier wählen Sie ein neues Passwort:

${link}

Der Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} lang gültig und funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.

${brand}
`,
  }),
  changePassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: Passwort ändern`,
    text: `Guten Tag ${name},

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
    text: `Zdravo ${name},

hvala što ste se registrovali na ${brand}. Potvrdite svoju e-mail adresu otvaranjem ovog linka:

${link}

Link važi ${satiSr(hours)} i može se iskoristiti samo jednom. Ako se niste registrovali, zanemarite ovu poruku.

${brand}
`,
  }),
  forgotPassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: resetovanje lozinke`,
    text: `Zdravo ${name},

neko, nadamo se vi, zatražio je resetovanje lozinke vašeg ${brand} naloga. Novu lozinku izaberite ovde:

${link}

Link važi ${satiSr(hours)} i može se iskoristiti samo jednom. Ako to niste zatražili, zanemarite ovu poruku: vaša lozinka ostaje ista.

${brand}
`,
  }),
  changePassword: ({ brand, name, link, hours }) => ({
    subject: `${brand}: promena lozinke`,
    text: `Zdravo ${name},

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
    name: oneLine(variables.name, NAME_MAX_CHARS),
  });
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
