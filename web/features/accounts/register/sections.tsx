import { Grid, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACADEMIC_TITLES, JOB_FIELDS, JOB_TITLES, TITLES } from '../../../../contracts/users';
import { useLanguage } from '../../../app/i18n';
import { useCountryOptions } from '../countries';
import { CheckboxInput, Section, SelectInput, TextInput, useRegistrationForm } from './inputs';

/** A label of the registration screen. */
export function useRegisterLabel() {
  const { t } = useTranslation();
  return (key: string) => t(`accounts.register.${key}`);
}

/** Which kind of registration is chosen: an individual, a new company, or one joining a registered company. */
export function useRegistrationKind() {
  const { control } = useRegistrationForm();
  const [individual, companyAlreadyRegistered] = useWatch({
    control,
    name: ['individual', 'companyAlreadyRegistered'],
  });
  const company = !individual;
  return { company, joinsCompany: company && companyAlreadyRegistered };
}

/** An individual or a legal entity. */
export function AccountTypeSection() {
  const label = useRegisterLabel();
  const { control } = useRegistrationForm();
  return (
    <Section title={label('accountType')}>
      <Controller
        name="individual"
        control={control}
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={field.value ? 'individual' : 'company'}
            onChange={(_, next: 'individual' | 'company' | null) => {
              if (next !== null) {
                field.onChange(next === 'individual');
              }
            }}
          >
            <ToggleButton value="individual" data-testid="register-individual">
              {label('individual')}
            </ToggleButton>
            <ToggleButton value="company" data-testid="register-company">
              {label('company')}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      />
    </Section>
  );
}

/** A legal entity's company: a new one by name and tax id, or one already registered, found by its tax id. */
export function CompanySection() {
  const label = useRegisterLabel();
  const { company, joinsCompany } = useRegistrationKind();
  if (!company) {
    return null;
  }
  return (
    <Section title={label('companySection')}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <CheckboxInput
            name="companyAlreadyRegistered"
            label={label('alreadyRegistered')}
            testId="register-alreadyRegistered"
          />
          {joinsCompany && (
            <Typography variant="body2" color="text.secondary">
              {label('alreadyRegisteredHint')}
            </Typography>
          )}
        </Grid>
        {!joinsCompany && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput name="companyName" label={label('companyName')} required autoComplete="organization" />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput name="tin" label={label('tin')} required digits />
        </Grid>
      </Grid>
    </Section>
  );
}

/** The address: none when joining a registered company; street and postcode required of a new company only. */
export function AddressSection() {
  const label = useRegisterLabel();
  const countries = useCountryOptions(useLanguage());
  const { company, joinsCompany } = useRegistrationKind();
  if (joinsCompany) {
    return null;
  }
  return (
    <Section title={label('addressSection')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextInput
            name="streetNumber"
            label={label('streetNumber')}
            required={company}
            autoComplete="street-address"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput
            name="postcode"
            label={label('postcode')}
            required={company}
            digits
            autoComplete="postal-code"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput name="city" label={label('city')} required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            name="country"
            label={label('country')}
            required
            options={countries.map(({ code, name }) => ({ value: code, label: name }))}
          />
        </Grid>
      </Grid>
    </Section>
  );
}

/** The contact person: title, names, phone, job. */
export function ContactSection() {
  const { t } = useTranslation();
  const label = useRegisterLabel();
  const options = (list: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`accounts.options.${list}.${value}`) }));
  return (
    <Section title={label('contactSection')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput name="title" label={label('title')} required options={options('title', TITLES)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            name="academicTitle"
            label={label('academicTitle')}
            noneLabel={label('none')}
            options={options('academicTitle', ACADEMIC_TITLES)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput name="firstName" label={label('firstName')} required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput name="lastName" label={label('lastName')} required autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput name="phoneNumber" label={label('phone')} autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            name="jobTitle"
            label={label('jobTitle')}
            noneLabel={label('none')}
            options={options('jobTitle', JOB_TITLES)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            name="jobField"
            label={label('jobField')}
            noneLabel={label('none')}
            options={options('jobField', JOB_FIELDS)}
          />
        </Grid>
      </Grid>
    </Section>
  );
}
