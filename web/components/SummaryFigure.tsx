import { Grid, Paper, Typography } from '@mui/material';

/** One figure of a summary row (the dashboard's and the admin panel's): a label over its value. */
export function SummaryFigure({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <Grid size={{ xs: 12, sm: 'grow' }}>
      <Paper sx={{ p: 2, textAlign: 'center' }}>
        <Typography variant="overline">{label}</Typography>
        <Typography variant="h5" data-testid={`summary-${id}`}>
          {value}
        </Typography>
      </Paper>
    </Grid>
  );
}
