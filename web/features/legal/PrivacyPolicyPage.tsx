import { Container, Typography } from '@mui/material';
import { useLanguage } from '../../app/i18n';
import { PolicyText } from '../../components/PolicyText';
import { privacyPolicy } from '../../lib/privacy-policy';

export function PrivacyPolicyPage() {
  const policy = privacyPolicy[useLanguage()];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {policy.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ mb: 2 }}>
        {policy.updated}
      </Typography>
      <PolicyText sections={policy.sections} />
    </Container>
  );
}
