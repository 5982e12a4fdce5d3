import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The yes/no question before a step that is not undone lightly: deleting a position or activating a revision
 * (docs/rules.md#revisions), an administrator's change of a role or an account's status (issue 18).
 */
export function ConfirmDialog({
  open,
  text,
  onYes,
  onNo,
}: {
  open: boolean;
  text: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onNo}>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} data-testid="confirm-no">
          {t('positions.no')}
        </Button>
        <Button color="error" variant="contained" onClick={onYes} data-testid="confirm-yes">
          {t('positions.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
