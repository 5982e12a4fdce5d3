import { Container, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queries';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { MessageResponse } from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { ResultView } from './ResultView';
import { failureMessage } from './validation';

/**
 * docs/rules.md#email-links: the token is URL-decoded up to twice before it is sent, since mail clients and redirects
 * may have encoded the link once more; decoding stops as soon as nothing changes or the text is no longer valid
 * encoding.
 */
export function decodeUpToTwice(token: string): string {
  let decoded = token;
  for (let round = 0; round < 2; round++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) {
        break;
      }
      decoded = next;
    } catch {
      break;
    }
  }
  return decoded;
}

/**
 * /email/confirmation/:id/:token and /email/confirmation?userId=&token= (also `userid`): confirms the address with
 * `POST /auth/email/confirmation`; a skeleton while it runs, then a success or an error picture and heading.
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const userId = params.id ?? search.get('userId') ?? search.get('userid');
  const token = params.token ?? search.get('token');
  if (!userId || !token) {
    return (
      <ResultView
        outcome="error"
        heading={t('accounts.confirmation.missing')}
        action={{ label: t('accounts.backHome'), to: '/' }}
      />
    );
  }
  return <Confirmation userId={userId} securityToken={decodeUpToTwice(token)} />;
}

function Confirmation({ userId, securityToken }: { userId: string; securityToken: string }) {
  const { t } = useTranslation();
  // A query, not an effect: the link works once, and the query runs once however often the page renders.
  const confirmation = useQuery({
    queryKey: queryKeys.emailConfirmation(userId, securityToken),
    queryFn: () => apiCall('POST', '/auth/email/confirmation', MessageResponse, { userId, securityToken }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const backHome = { label: t('accounts.backHome'), to: '/' };
  if (confirmation.isPending) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }} data-testid="confirmation-loading">
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={96} height={96} />
          <Skeleton variant="text" width="80%" height={48} />
          <Skeleton variant="rounded" width={180} height={36} />
        </Stack>
      </Container>
    );
  }
  if (confirmation.isError) {
    return (
      <ResultView
        outcome="error"
        heading={t('accounts.confirmation.error')}
        text={failureMessage(t, confirmation.error, 'snackbar.emailConfirmError')}
        action={backHome}
      />
    );
  }
  return (
    <ResultView
      outcome="success"
      heading={t('accounts.confirmation.success')}
      text={t('accounts.confirmation.successText')}
      action={backHome}
    />
  );
}
