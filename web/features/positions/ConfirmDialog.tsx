import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The yes/no question before a position is deleted or a revision activated (part 2 section 4). No shared dialog
 * existed in web/; this one lives with the positions until a second feature needs it.
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
