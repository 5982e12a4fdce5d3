import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  Grid,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MessageResponse } from '../../../contracts/auth';
import {
  ACADEMIC_TITLES,
  EditProfileRequest,
  JOB_FIELDS,
  JOB_TITLES,
  TITLES,
  UserProfileResponse,
  type EditProfileInput,
  type UserProfile,
} from '../../../contracts/users';
import { apiCall } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useSession } from '../../app/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_QUERY_KEY, useProfile } from './profile';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { failureMessage, isBlank } from './validation';

/** The account page's edit form: the profile's editable fields as typed ('' = not given). */
interface ProfileDraft {
  firstName: string;
  lastName: string;
  title: string;
  academicTitle: string;
  phoneNumber: string;
  jobTitle: string;
  jobField: string;
}

const draftOf = (profile: UserProfile): ProfileDraft => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  title: profile.title,
  academicTitle: profile.academicTitle ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  jobTitle: profile.jobTitle ?? '',
  jobField: profile.jobField ?? '',
});

/** The form checked by the contract's EditProfileRequest: a choice left empty or a blank text is not given (null). */
const profileFormSchema = z
  .custom<ProfileDraft>()
  .transform((draft): unknown => {
    const given = (value: string) => (isBlank(value) ? null : value);
    return {
      title: draft.title,
      academicTitle: given(draft.academicTitle),
      firstName: draft.firstName,
      lastName: draft.lastName,
      phoneNumber: given(draft.phoneNumber),
      jobTitle: given(draft.jobTitle),
      jobField: given(draft.jobField),
    };
  })
  .pipe(EditProfileRequest);

/**
 * /account (docs/rules.md#account-page): a read-only block (first name, last name, phone); a collapsible data section
 * whose form is editable once the enable-edit box is ticked; a collapsible reset-password section that mails a change
 * link.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('screens.account')}
      </Typography>
      {profile.data ? (
        <AccountSections profile={profile.data} />
      ) : (
        <Stack spacing={2} data-testid="account-loading">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
    </Container>
  );
}

function ReadOnlyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId}>{value || '–'}</Typography>
    </Box>
  );
}

function AccountSections({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }} data-testid="account-summary">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ReadOnlyValue
              label={t('accounts.account.firstName')}
              value={profile.firstName}
              testId="account-firstName"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ReadOnlyValue
              label={t('accounts.account.lastName')}
              value={profile.lastName}
              testId="account-lastName"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ReadOnlyValue
              label={t('accounts.account.phone')}
              value={profile.phoneNumber ?? ''}
              testId="account-phone"
            />
          </Grid>
        </Grid>
      </Paper>
      <Accordion disableGutters>
        <AccordionSummary expandIcon={<ExpandMore />} data-testid="account-data-toggle">
          <Typography>{t('accounts.account.dataSection')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          {/* Remounted with each saved profile, so the form starts from what the server holds. */}
          <ProfileForm key={JSON.stringify(profile)} profile={profile} />
        </AccordionDetails>
      </Accordion>
      <Accordion disableGutters>
        <AccordionSummary expandIcon={<ExpandMore />} data-testid="account-reset-toggle">
          <Typography>{t('accounts.account.resetSection')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <ResetPasswordMail email={profile.email} />
        </AccordionDetails>
      </Accordion>
      <Accordion disableGutters>
        <AccordionSummary expandIcon={<ExpandMore />} data-testid="account-two-factor-toggle">
          <Typography>{t('accounts.twoFactor.title')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TwoFactorSection />
        </AccordionDetails>
      </Accordion>
      <Accordion disableGutters>
        <AccordionSummary expandIcon={<ExpandMore />} data-testid="account-sessions-toggle">
          <Typography>{t('accounts.account.sessionsSection')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <SessionsSection />
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { setUserName } = useSession();
  const [editing, setEditing] = useState(false);
  const { control, handleSubmit, getValues } = useForm<ProfileDraft, unknown, EditProfileInput>({
    defaultValues: draftOf(profile),
    resolver: zodResolver(profileFormSchema),
    shouldFocusError: false,
  });

  const field = (key: keyof ProfileDraft, render: (props: object) => ReactElement) => (
    <Controller
      name={key}
      control={control}
      render={({ field: bound }) =>
        render({
          ...bound,
          disabled: !editing,
          fullWidth: true,
          slotProps: { htmlInput: { 'data-testid': `account-edit-${key}` } },
        })
      }
    />
  );
  const choices = (list: string, values: readonly string[]) =>
    values.map((value) => (
      <MenuItem key={value} value={value}>
        {t(`accounts.options.${list}.${value}`)}
      </MenuItem>
    ));
  const none = (
    <MenuItem value="">
      <em>{t('accounts.register.none')}</em>
    </MenuItem>
  );

  /** docs/rules.md#account-page: title, first and last name are required (an info message, no call); any other refusal is an error. */
  const refused = () => {
    const draft = getValues();
    if (isBlank(draft.title) || isBlank(draft.firstName) || isBlank(draft.lastName)) {
      notify({ type: 'info', message: t('snackbar.mandatoryFields') });
    } else {
      notify({ type: 'error', message: t('snackbar.editUserProfileError') });
    }
  };
  const edit = useMutation({
    mutationFn: async (request: EditProfileInput) =>
      (await apiCall('PUT', '/users/edit', UserProfileResponse, request)).data,
    onSuccess: (data) => {
      setEditing(false);
      setUserName(data.firstName);
      notify({ message: t('snackbar.editUserProfileSuccess') });
      queryClient.setQueryData(PROFILE_QUERY_KEY, data);
    },
    onError: (error) =>
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.editUserProfileError') }),
  });
  const saving = edit.isPending;
  const save = handleSubmit((request) => edit.mutateAsync(request).catch(() => undefined), refused);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Checkbox checked={editing} onChange={(event) => setEditing(event.target.checked)} />}
        label={t('accounts.account.enableEdit')}
        data-testid="account-enable-edit"
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('firstName', (props) => (
            <TextField {...props} label={t('accounts.register.firstName')} required />
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('lastName', (props) => (
            <TextField {...props} label={t('accounts.register.lastName')} required />
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('title', (props) => (
            <TextField {...props} select label={t('accounts.register.title')} required>
              {choices('title', TITLES)}
            </TextField>
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('academicTitle', (props) => (
            <TextField {...props} select label={t('accounts.register.academicTitle')}>
              {none}
              {choices('academicTitle', ACADEMIC_TITLES)}
            </TextField>
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('phoneNumber', (props) => (
            <TextField {...props} label={t('accounts.register.phone')} />
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('jobTitle', (props) => (
            <TextField {...props} select label={t('accounts.register.jobTitle')}>
              {none}
              {choices('jobTitle', JOB_TITLES)}
            </TextField>
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('jobField', (props) => (
            <TextField {...props} select label={t('accounts.register.jobField')}>
              {none}
              {choices('jobField', JOB_FIELDS)}
            </TextField>
          ))}
        </Grid>
      </Grid>
      <Box>
        <Button
          variant="contained"
          disabled={!editing || saving}
          onClick={() => void save()}
          data-testid="account-save"
        >
          {t('accounts.account.save')}
        </Button>
      </Box>
    </Stack>
  );
}

/** docs/rules.md#account-page: the account's e-mail and a button that mails a password-change link (`POST
 * /auth/password-reset/send-email`). */
function ResetPasswordMail({ email }: { email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const mail = useMutation({
    mutationFn: () => apiCall('POST', '/auth/password-reset/send-email', MessageResponse, { email }),
    // Issue 18: as after the forgotten-password mail, the next screen says to look for it.
    onSuccess: () => notify({ message: t('snackbar.recoveryMailSuccess'), navigateTo: '/checkemail' }),
    onError: (error) =>
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.recoveryMailError') }),
  });
  const sending = mail.isPending;
  const send = () => mail.mutateAsync().catch(() => undefined);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('accounts.account.resetText')}</Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="account-email">
        {email}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void send()}
        disabled={sending}
        data-testid="account-send-reset"
      >
        {t('accounts.account.sendResetMail')}
      </Button>
    </Stack>
  );
}
