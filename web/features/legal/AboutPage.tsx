import { Container, Typography } from '@mui/material';
import { useLanguage } from '../../app/i18n';
import { aboutPage } from './about';
import { PolicyText } from '../../components/PolicyText';

export function AboutPage() {
  const about = aboutPage[useLanguage()];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {about.title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {about.intro}
      </Typography>
      <PolicyText sections={about.sections} />
    </Container>
  );
}
