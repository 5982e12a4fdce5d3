import { Box, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientConfigQuery } from '../../api/queries';
import { brand } from '../brand';

const FOOTER_LINKS = [
  'product',
  'aboutUs',
  'references',
  'catalogues',
  'career',
  'blog',
  'contact',
  'documents',
  'team',
] as const;

/** The client settings, loaded once per page view. */
export function useClientConfig() {
  return useQuery(clientConfigQuery());
}

/** The footer (docs/rules.md#shell): the software name with its release, the copyright line with brand and year, the
 * link list. */
export function Footer() {
  const { t } = useTranslation();
  const { data } = useClientConfig();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, px: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center', mb: 1 }}
      >
        {FOOTER_LINKS.map((key) => {
          const href = brand.links[key];
          return (
            <Link
              key={key}
              variant="body2"
              color="text.secondary"
              {...(href.startsWith('/')
                ? { component: RouterLink, to: href }
                : { href, target: '_blank', rel: 'noopener noreferrer' })}
            >
              {t(`footer.links.${key}`)}
            </Link>
          );
        })}
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="footer-release"
        sx={{ textAlign: 'center' }}
      >
        {t('footer.release', { software: brand.softwareName, version: data?.version ?? '…' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.company })}
      </Typography>
    </Box>
  );
}
