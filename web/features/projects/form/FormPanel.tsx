import { Alert, Box, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One panel of the project form: a title, the switch to manual entry where the group has one, its failure. */
export function FormPanel({
  title,
  testId,
  manual,
  onManual,
  manualLabel,
  failure,
  children,
}: {
  title?: string;
  testId?: string;
  manual?: boolean;
  onManual?: (on: boolean) => void;
  manualLabel?: string;
  failure?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Paper sx={{ p: 2, mb: 2 }} data-testid={testId}>
      {title && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 1,
            mb: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {onManual && (
            <FormControlLabel
              control={
                <Switch
                  checked={manual ?? false}
                  onChange={(event) => onManual(event.target.checked)}
                  slotProps={{ input: { 'data-testid': `${testId}-manual` } as object }}
                />
              }
              label={manualLabel}
            />
          )}
        </Box>
      )}
      {failure && !manual && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid={`${testId}-failure`}>
          {failure}
        </Alert>
      )}
      {children}
    </Paper>
  );
}
