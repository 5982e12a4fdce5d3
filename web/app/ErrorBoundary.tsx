import { Box, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';

interface State {
  failed: boolean;
}

/** The top-level failure boundary: a screen that fails to render shows a centred 'Something went wrong.' */
class ErrorBoundaryInner extends Component<WithTranslation & { children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
          <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
            {this.props.t('errors.somethingWentWrong')}
          </Typography>
        </Box>
      );
    }
    return this.props.children;
  }
}

export const ErrorBoundary = withTranslation()(ErrorBoundaryInner);
