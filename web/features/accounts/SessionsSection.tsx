import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageResponse, SessionListResponse, type SessionList } from '../../../contracts/auth';
import { apiCall } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { useNotify } from '../../app/notifications';
import { failureMessage } from './validation';

const fetchSessions = (): Promise<SessionList> =>
  apiCall('GET', '/auth/sessions', SessionListResponse).then((answer) => answer.data);

/**
 * The account page's sessions (issue 28): each sign-in with its device, address and last use, "sign out" for each
 * other one and "sign out everywhere else".
 */
export function SessionsSection(): ReactElement {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: queryKeys.sessions, queryFn: fetchSessions });
  const end = useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? apiCall('POST', '/auth/sessions/end-others', MessageResponse)
        : apiCall('POST', '/auth/sessions/end', MessageResponse, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    onError: (error) =>
      notify({ type: 'error', message: failureMessage(t, error, 'accounts.account.sessionEndError') }),
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const list = sessions.data?.sessions ?? [];
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="account-sessions">
      <List dense sx={{ width: '100%' }}>
        {list.map((session) => (
          <ListItem
            key={session.id}
            data-testid="account-session"
            secondaryAction={
              session.current ? (
                <Typography variant="caption">{t('accounts.account.sessionCurrent')}</Typography>
              ) : (
                <Button size="small" disabled={end.isPending} onClick={() => end.mutate(session.id)}>
                  {t('accounts.account.sessionEnd')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${session.device} · ${session.address}`}
              secondary={t('accounts.account.sessionTimes', {
                signedIn: when(session.createdAt),
                lastUsed: when(session.lastUsedAt),
              })}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="outlined"
        disabled={end.isPending || list.length < 2}
        onClick={() => end.mutate(null)}
        data-testid="account-sessions-end-others"
      >
        {t('accounts.account.sessionsEndOthers')}
      </Button>
    </Stack>
  );
}
