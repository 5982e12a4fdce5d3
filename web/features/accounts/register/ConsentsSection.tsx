import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { PrivacyPolicyDialog } from '../../../components/PrivacyPolicyDialog';
import { CheckboxInput, Section, useRegistrationForm } from './inputs';
import { useRegisterLabel, useRegistrationKind } from './sections';

/**
 * The consents: a company's confirmation that it may register, and the privacy policy. Ticking the policy's box
 * opens the policy; its agree button gives the consent.
 */
export function ConsentsSection() {
  const label = useRegisterLabel();
  const { control, setValue } = useRegistrationForm();
  const { company } = useRegistrationKind();
  const [policyOpen, setPolicyOpen] = useState(false);
  return (
    <Section title={label('confirmationsSection')}>
      <Stack>
        {company && (
          <CheckboxInput
            name="companyRegistrationConfirmed"
            label={label('companyConfirmation')}
            testId="register-companyConfirmation"
            required
          />
        )}
        <Controller
          name="privacyPolicyAccepted"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              required
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => {
                    if (event.target.checked) {
                      setPolicyOpen(true);
                    } else {
                      field.onChange(false);
                    }
                  }}
                />
              }
              label={label('privacyConsent')}
              data-testid="register-privacy"
            />
          )}
        />
      </Stack>
      <PrivacyPolicyDialog
        open={policyOpen}
        onClose={() => setPolicyOpen(false)}
        onAgree={() => {
          setValue('privacyPolicyAccepted', true);
          setPolicyOpen(false);
        }}
      />
    </Section>
  );
}
