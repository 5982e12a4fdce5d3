import i18n, { type TFunction } from 'i18next';
import { ApiError } from '../api/client';
import { localizedServerMessage } from '../api/server-messages';

/** A request field's label as the forms show it (the last part of the server's path: body.location.lat -> lat). */
const FIELD_LABEL_KEYS: Record<string, string> = {
  email: 'accounts.email',
  password: 'accounts.password',
  oldPassword: 'accounts.reset.oldPassword',
  newPassword: 'accounts.reset.newPassword',
  tin: 'accounts.register.tin',
  companyName: 'accounts.register.companyName',
  streetNumber: 'accounts.register.streetNumber',
  postcode: 'accounts.register.postcode',
  city: 'accounts.register.city',
  country: 'accounts.register.country',
  title: 'accounts.register.title',
  firstName: 'accounts.register.firstName',
  lastName: 'accounts.register.lastName',
  name: 'projects.name',
  customerName: 'projects.customer.name',
  customerEmail: 'projects.customer.email',
  lat: 'projects.location.latitude',
  lng: 'projects.location.longitude',
  elevation: 'projects.location.elevation',
  numOfUnits: 'pool.numOfUnits',
};

/** The label of an API field name, or the name itself where the interface has no label for it. */
export function fieldLabel(t: TFunction, field: string): string {
  const leaf = field.split('.').pop() ?? field;
  const key = FIELD_LABEL_KEYS[leaf];
  return key ? t(key) : leaf;
}

/**
 * A refusal of the server in the interface language: by its message key where it sent one, else its message with
 * the field's API name ("oldPassword: ...") replaced by the field's label.
 */
export function serverErrorText(error: ApiError, t: TFunction = i18n.t): string {
  const label = error.field === undefined ? undefined : fieldLabel(t, error.field);
  if (error.key !== undefined && i18n.exists(`serverErrors.${error.key}`)) {
    return t(`serverErrors.${error.key}`, { field: label ?? '' });
  }
  if (label !== undefined) {
    // The server's messages name the field first ("body.lat: must be ..."); only the name becomes the label.
    return error.message.replace(/^[\w.[\]-]+: /, `${label}: `);
  }
  return localizedServerMessage((key) => t(key), error.message);
}

/** A server refusal's text, or the caller's own text for anything else (no connection, a broken contract). */
export const apiErrorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? serverErrorText(error) : fallback;
