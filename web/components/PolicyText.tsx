import { Box, Typography } from '@mui/material';
import type { PolicySection } from '../lib/privacy-policy';

/** Sections of a legal or informational text, each a heading and its paragraphs. */
export function PolicyText({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <Box>
      {sections.map((section) => (
        <Box key={section.heading} component="section" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} variant="body2" sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
