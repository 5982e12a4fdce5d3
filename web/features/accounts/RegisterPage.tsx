import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { RegisterResponse, type RegisterInput } from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { ConsentsSection } from './register/ConsentsSection';
import { LoginSection } from './register/LoginSection';
import {
  EMPTY_REGISTRATION,
  registrationFormSchema,
  registrationRefusal,
  type RegistrationValues,
} from './register/registration';
import { AccountTypeSection, AddressSection, CompanySection, ContactSection } from './register/sections';
import { failureMessage } from './validation';

/**
 * /register (docs/rules.md#registration): an individual or a legal entity (a new company, or one already registered,
 * found by its tax id), the contact and login data and the consents. Every rule is checked before the call; any 2xx
 * answer leads to /checkemail. The page holds the form and the submit; each section (register/) its fields.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useForm<RegistrationValues, unknown, RegisterInput>({
    defaultValues: EMPTY_REGISTRATION,
    resolver: zodResolver(registrationFormSchema),
    shouldFocusError: false,
    // Fields show only the e-mail's and the password's checks on leaving them; a refused submit is a notification.
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, clearErrors, getValues } = form;

  const refused = (errors: FieldErrors<RegistrationValues>) => {
    clearErrors();
    const { type, key } = registrationRefusal(getValues(), errors);
    notify({ type, message: t(key) });
  };
  const register = useMutation({
    mutationFn: (request: RegisterInput) => apiCall('POST', '/auth/register', RegisterResponse, request),
    onSuccess: () => {
      notify({ message: t('snackbar.registerSuccess') });
      void navigate('/checkemail');
    },
    onError: (error) =>
      notify({ type: 'error', message: failureMessage(t, error, 'snackbar.registerError') }),
  });
  const busy = register.isPending;
  const submit = handleSubmit((request) => register.mutateAsync(request).catch(() => undefined), refused);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('screens.register')}
      </Typography>
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={(event) => void submit(event)}
          data-testid="register-form"
        >
          <AccountTypeSection />
          <CompanySection />
          <AddressSection />
          <ContactSection />
          <LoginSection />
          <ConsentsSection />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              data-testid="register-submit"
            >
              {t('accounts.register.submit')}
            </Button>
            <Link component={RouterLink} to="/login">
              {t('accounts.register.haveAccount')}
            </Link>
          </Box>
        </Stack>
      </FormProvider>
    </Container>
  );
}
