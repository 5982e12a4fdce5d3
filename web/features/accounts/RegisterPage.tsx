import {
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  Grid,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { RegisterRequest, RegisterResponse, type RegisterInput } from '../../../contracts/auth';
import { ACADEMIC_TITLES, JOB_FIELDS, JOB_TITLES, TITLES } from '../../../contracts/users';
import { apiCall } from '../../api/client';
import { currentLanguage, useLanguage } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { PrivacyPolicyDialog } from '../../components/PrivacyPolicyDialog';
import { useCountryOptions } from './countries';
import { PasswordField } from './PasswordField';
import { digitsOnly, failureMessage, isBlank, isEmail, meetsPasswordRule } from './validation';

/** The registration form as typed; '' is an unchosen list value. The confirmation stays in the form
 * (docs/rules.md#registration). */
export interface RegistrationValues {
  individual: boolean;
  companyAlreadyRegistered: boolean;
  companyName: string;
  tin: string;
  streetNumber: string;
  postcode: string;
  city: string;
  country: string;
  title: string;
  academicTitle: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  jobTitle: string;
  jobField: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyRegistrationConfirmed: boolean;
  privacyPolicyAccepted: boolean;
}

/** The form's control: values as typed, the contract's parsed body on submit. */
type RegistrationControl = Control<RegistrationValues, unknown, RegisterInput>;

type TextKey = {
  [K in keyof RegistrationValues]: RegistrationValues[K] extends string ? K : never;
}[keyof RegistrationValues];

const EMPTY: RegistrationValues = {
  individual: true,
  companyAlreadyRegistered: false,
  companyName: '',
  tin: '',
  streetNumber: '',
  postcode: '',
  city: '',
  country: '',
  title: '',
  academicTitle: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  jobTitle: '',
  jobField: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyRegistrationConfirmed: false,
  privacyPolicyAccepted: false,
};

/** Which text fields the chosen kind of registration needs (docs/rules.md#registration). */
export function requiredTextFields(
  values: Pick<RegistrationValues, 'individual' | 'companyAlreadyRegistered'>,
): TextKey[] {
  const always: TextKey[] = ['title', 'firstName', 'lastName', 'email', 'password', 'confirmPassword'];
  if (values.individual) {
    return [...always, 'city', 'country'];
  }
  if (values.companyAlreadyRegistered) {
    return [...always, 'tin'];
  }
  return [...always, 'companyName', 'tin', 'streetNumber', 'postcode', 'city', 'country'];
}

/** Whether a required field or consent is missing: mandatoryFields (docs/rules.md#registration). */
function missesRequired(values: RegistrationValues): boolean {
  return (
    requiredTextFields(values).some((key) => isBlank(values[key])) ||
    !values.privacyPolicyAccepted ||
    (!values.individual && !values.companyRegistrationConfirmed)
  );
}

/**
 * `POST /auth/register`'s body before the contract's parse: only the fields of the chosen kind (nothing of an
 * address when joining a registered company), empty choices left out, the language of the interface.
 */
function registrationPayload(values: RegistrationValues) {
  const company = !values.individual;
  const joinsCompany = company && values.companyAlreadyRegistered;
  const given = (value: string) => (isBlank(value) ? undefined : value);
  return {
    individual: values.individual,
    companyAlreadyRegistered: joinsCompany,
    tin: company ? given(values.tin) : undefined,
    companyName: company && !joinsCompany ? given(values.companyName) : undefined,
    streetNumber: joinsCompany ? undefined : given(values.streetNumber),
    postcode: joinsCompany ? undefined : given(values.postcode),
    city: joinsCompany ? undefined : given(values.city),
    country: joinsCompany ? undefined : given(values.country),
    title: given(values.title),
    academicTitle: given(values.academicTitle),
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: given(values.phoneNumber),
    jobTitle: given(values.jobTitle),
    jobField: given(values.jobField),
    email: values.email,
    password: values.password,
    language: currentLanguage(),
    privacyPolicyAccepted: values.privacyPolicyAccepted,
    companyRegistrationConfirmed: company ? values.companyRegistrationConfirmed : undefined,
  };
}

/**
 * The registration form's schema: the form's values become `POST /auth/register`'s body, which the contract's
 * RegisterRequest checks (the server applies the same schema), and the confirmation, which stays in the form, must
 * repeat the password. The repetition is checked whatever else is refused, so the refusal can name the first problem
 * in the form's order; what the submit handler receives is the body the contract parsed.
 */
const registrationFormSchema = z
  .custom<RegistrationValues>()
  .transform((values): unknown => ({
    ...registrationPayload(values),
    confirmPassword: values.confirmPassword,
  }))
  .pipe(
    RegisterRequest.safeExtend({ confirmPassword: z.string() }).refine(
      (input) => input.password === input.confirmPassword,
      { path: ['confirmPassword'], message: 'must repeat the password', when: () => true },
    ),
  )
  .transform(({ confirmPassword: _confirmation, ...request }): RegisterInput => request);

/**
 * The message of a refused registration (docs/rules.md#registration): a missing value or consent is mandatoryFields
 * (info) before anything else; then an invalid e-mail, a password against the rule and a confirmation that differs,
 * each its own error; any other refusal of the contract (a length, a list value) is mandatoryFields too.
 */
function registrationRefusal(values: RegistrationValues, errors: FieldErrors<RegistrationValues>) {
  if (missesRequired(values)) {
    return { type: 'info', key: 'snackbar.mandatoryFields' } as const;
  }
  if (errors.email) {
    return { type: 'error', key: 'snackbar.invalidEmail' } as const;
  }
  if (errors.password) {
    return { type: 'error', key: 'snackbar.invalidPassword' } as const;
  }
  if (errors.confirmPassword) {
    return { type: 'error', key: 'snackbar.passwordMatchError' } as const;
  }
  return { type: 'info', key: 'snackbar.mandatoryFields' } as const;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A text field of the form; `digits` keeps only digits (tax id, postcode). */
function TextInput(props: {
  control: RegistrationControl;
  name: TextKey;
  label: string;
  required?: boolean;
  digits?: boolean;
  autoComplete?: string;
}) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field }) => (
        <TextField
          {...field}
          onChange={(event) =>
            field.onChange(props.digits ? digitsOnly(event.target.value) : event.target.value)
          }
          label={props.label}
          required={props.required}
          autoComplete={props.autoComplete}
          fullWidth
          slotProps={{
            htmlInput: {
              'data-testid': `register-${props.name}`,
              ...(props.digits ? { inputMode: 'numeric' } : {}),
            },
          }}
        />
      )}
    />
  );
}

/** A list field of the form; `noneLabel` adds an empty choice under that name. */
function SelectInput(props: {
  control: RegistrationControl;
  name: TextKey;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  noneLabel?: string;
}) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field }) => (
        <TextField
          {...field}
          select
          label={props.label}
          required={props.required}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': `register-${props.name}` } }}
        >
          {props.noneLabel !== undefined && (
            <MenuItem value="">
              <em>{props.noneLabel}</em>
            </MenuItem>
          )}
          {props.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * /register (docs/rules.md#registration): an individual or a legal entity (a new company, or one already registered,
 * found by its tax id), the contact and login data and the consents. Every rule is checked before the call; any 2xx
 * answer leads to /checkemail.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const countries = useCountryOptions(language);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setValue, setError, clearErrors, getValues } = useForm<
    RegistrationValues,
    unknown,
    RegisterInput
  >({
    defaultValues: EMPTY,
    resolver: zodResolver(registrationFormSchema),
    shouldFocusError: false,
    // Fields show only the e-mail's and the password's checks on leaving them; a refused submit is a notification.
    reValidateMode: 'onSubmit',
  });
  const [individual, companyAlreadyRegistered] = useWatch({
    control,
    name: ['individual', 'companyAlreadyRegistered'],
  });
  const company = !individual;
  const joinsCompany = company && companyAlreadyRegistered;
  const options = (list: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`accounts.options.${list}.${value}`) }));
  const label = (key: string) => t(`accounts.register.${key}`);

  const refused = (errors: FieldErrors<RegistrationValues>) => {
    clearErrors();
    const { type, key } = registrationRefusal(getValues(), errors);
    notify({ type, message: t(key) });
  };
  const register = async (request: RegisterInput) => {
    setBusy(true);
    try {
      await apiCall('POST', '/auth/register', RegisterResponse, request);
      notify({ message: t('snackbar.registerSuccess') });
      void navigate('/checkemail');
    } catch (error) {
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.registerError') });
    } finally {
      setBusy(false);
    }
  };
  const submit = handleSubmit(register, refused);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('screens.register')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => void submit(event)}
        data-testid="register-form"
      >
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

        {company && (
          <Section title={label('companySection')}>
            <Grid container spacing={2}>
              <Grid size={12}>
                <Controller
                  name="companyAlreadyRegistered"
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                      label={label('alreadyRegistered')}
                      data-testid="register-alreadyRegistered"
                    />
                  )}
                />
                {joinsCompany && (
                  <Typography variant="body2" color="text.secondary">
                    {label('alreadyRegisteredHint')}
                  </Typography>
                )}
              </Grid>
              {!joinsCompany && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextInput
                    control={control}
                    name="companyName"
                    label={label('companyName')}
                    required
                    autoComplete="organization"
                  />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput control={control} name="tin" label={label('tin')} required digits />
              </Grid>
            </Grid>
          </Section>
        )}

        {!joinsCompany && (
          <Section title={label('addressSection')}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 8 }}>
                <TextInput
                  control={control}
                  name="streetNumber"
                  label={label('streetNumber')}
                  required={company}
                  autoComplete="street-address"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextInput
                  control={control}
                  name="postcode"
                  label={label('postcode')}
                  required={company}
                  digits
                  autoComplete="postal-code"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput
                  control={control}
                  name="city"
                  label={label('city')}
                  required
                  autoComplete="address-level2"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectInput
                  control={control}
                  name="country"
                  label={label('country')}
                  required
                  options={countries.map(({ code, name }) => ({ value: code, label: name }))}
                />
              </Grid>
            </Grid>
          </Section>
        )}

        <Section title={label('contactSection')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                control={control}
                name="title"
                label={label('title')}
                required
                options={options('title', TITLES)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                control={control}
                name="academicTitle"
                label={label('academicTitle')}
                noneLabel={label('none')}
                options={options('academicTitle', ACADEMIC_TITLES)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                control={control}
                name="firstName"
                label={label('firstName')}
                required
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                control={control}
                name="lastName"
                label={label('lastName')}
                required
                autoComplete="family-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput control={control} name="phoneNumber" label={label('phone')} autoComplete="tel" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                control={control}
                name="jobTitle"
                label={label('jobTitle')}
                noneLabel={label('none')}
                options={options('jobTitle', JOB_TITLES)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput
                control={control}
                name="jobField"
                label={label('jobField')}
                noneLabel={label('none')}
                options={options('jobField', JOB_FIELDS)}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title={label('loginSection')}>
          <Grid container spacing={2}>
            <Grid size={12}>
              {/* docs/rules.md#registration: checked on leaving the field; the message clears on focus. */}
              <Controller
                name="email"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    onBlur={() => {
                      field.onBlur();
                      if (!isBlank(field.value) && !isEmail(field.value)) {
                        setError('email', { message: t('fallback.emailNotValid') });
                      }
                    }}
                    onFocus={() => clearErrors('email')}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message}
                    label={t('accounts.email')}
                    type="email"
                    autoComplete="email"
                    required
                    fullWidth
                    slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="password"
                control={control}
                render={({ field, fieldState }) => (
                  <PasswordField
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={() => {
                      field.onBlur();
                      if (field.value !== '' && !meetsPasswordRule(field.value)) {
                        setError('password', { message: t('fallback.passwordNotValid') });
                      }
                    }}
                    onFocus={() => clearErrors('password')}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message}
                    label={t('accounts.password')}
                    autoComplete="new-password"
                    required
                    showRule
                    testId="register-password"
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="confirmPassword"
                control={control}
                render={({ field }) => (
                  <PasswordField
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t('accounts.confirmPassword')}
                    autoComplete="new-password"
                    required
                    testId="register-confirmPassword"
                  />
                )}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title={label('confirmationsSection')}>
          <Stack>
            {company && (
              <Controller
                name="companyRegistrationConfirmed"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    required
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={label('companyConfirmation')}
                    data-testid="register-companyConfirmation"
                  />
                )}
              />
            )}
            {/* Ticking the consent opens the policy; its agree button gives the consent. */}
            <Controller
              name="privacyPolicyAccepted"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  required
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => {
                        if (event.target.checked) {
                          setPolicyOpen(true);
                        } else {
                          field.onChange(false);
                        }
                      }}
                    />
                  }
                  label={label('privacyConsent')}
                  data-testid="register-privacy"
                />
              )}
            />
          </Stack>
        </Section>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            data-testid="register-submit"
          >
            {label('submit')}
          </Button>
          <Link component={RouterLink} to="/login">
            {label('haveAccount')}
          </Link>
        </Box>
      </Stack>
      <PrivacyPolicyDialog
        open={policyOpen}
        onClose={() => setPolicyOpen(false)}
        onAgree={() => {
          setValue('privacyPolicyAccepted', true);
          setPolicyOpen(false);
        }}
      />
    </Container>
  );
}
