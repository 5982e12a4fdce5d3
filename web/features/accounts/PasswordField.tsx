import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  autoComplete: 'current-password' | 'new-password';
  testId: string;
  /** docs/rules.md#password-rule: the registration's password field has a tooltip with the rule; so do the
   * new-password fields. */
  showRule?: boolean;
  /** Issue 28: a new password's strength meter under the field, with the account's words (names, address). */
  strength?: { userInputs: string[] };
}

/** A password input with the show/hide button (docs/rules.md#registration). */
export function PasswordField({
  showRule = false,
  strength,
  testId,
  onChange,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('accounts.hidePassword') : t('accounts.showPassword');
  const field = (
    <TextField
      {...props}
      fullWidth
      type={visible ? 'text' : 'password'}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={toggleLabel}>
                <IconButton
                  aria-label={toggleLabel}
                  onClick={() => setVisible((shown) => !shown)}
                  onMouseDown={(event) => event.preventDefault()}
                  edge="end"
                  data-testid={`${testId}-visibility`}
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  const shown = showRule ? (
    <Tooltip title={t('accounts.passwordRule')} placement="top-start" describeChild>
      {field}
    </Tooltip>
  ) : (
    field
  );
  return strength ? (
    <Stack spacing={1}>
      {shown}
      <PasswordStrengthMeter password={props.value} userInputs={strength.userInputs} />
    </Stack>
  ) : (
    shown
  );
}
