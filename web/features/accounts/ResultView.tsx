import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Container, Stack, Typography } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The outcome of a mailed link (confirmation, password change): a success or error picture, a heading, a way on. */
export function ResultView(props: {
  outcome: 'success' | 'error';
  heading: string;
  text?: ReactNode;
  action: { label: string; to: string; onClick?: (event: MouseEvent) => void };
}) {
  const Picture = props.outcome === 'success' ? CheckCircleOutline : ErrorOutline;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }} data-testid={`result-${props.outcome}`}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Picture color={props.outcome} sx={{ fontSize: 96 }} />
        <Typography variant="h4" component="h1">
          {props.heading}
        </Typography>
        {props.text && <Typography color="text.secondary">{props.text}</Typography>}
        <Button
          component={RouterLink}
          to={props.action.to}
          onClick={props.action.onClick}
          variant="contained"
          data-testid="result-action"
        >
          {props.action.label}
        </Button>
      </Stack>
    </Container>
  );
}
