import { Alert, Box, Button, Container, Grid, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type PoolPosition, type PoolPositionInputBody } from '../../../contracts/pool';
import { missingPoolFields } from '../../../domain/pool';
import { apiErrorText } from '../../api/server-messages';
import { useNotify } from '../../app/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { poolApi } from '../../api/pool';
import { queryKeys } from '../../api/queries';
import { AttractionsSection, ConditionSections, MainSection } from './calculator/InputSections';
import { AirSection, EvaporationSection } from './calculator/ResultSections';
import { UnitSection, usePoolUnits } from './calculator/UnitSection';
import {
  derive,
  initialForm,
  payloadOf,
  PoolFormSchema,
  type PoolFormValues,
  type PoolTypedFields,
} from './form';

interface CalculatorState {
  /** Create mode: the project the new position belongs to. */
  projectId?: number;
  /** Edit mode: the saved position. */
  position?: PoolPosition;
}

/**
 * /hydra, the HYDRApro pool calculator (docs/rules.md#pool-calculator): edit mode when the navigation state carries a saved
 * position, create mode otherwise. The form (react-hook-form) checks the typed fields with the contracts' pool rules
 * as they change (PoolFormSchema); the derived values come from engine/pool as the inputs change; the unit lists
 * come from the catalogue look-up with the air one unit must move. Save: the mandatory rule both sides run, then the
 * position with the derived air volumes and the price. The page holds the form and the save; calculator/ the panels.
 */
export function PoolCalculatorPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { projectId: stateProjectId, position } = (useLocation().state ?? {}) as CalculatorState;
  const projectId = position?.projectId ?? stateProjectId;
  const [start] = useState(() => initialForm(position));
  const form = useForm<PoolFormValues, unknown, PoolTypedFields>({
    defaultValues: start,
    resolver: zodResolver(PoolFormSchema),
    mode: 'onChange',
  });
  const derived = derive(form.watch());
  const state = 'state' in derived ? derived.state : undefined;
  const units = usePoolUnits(form.control, state?.airFlowPerUnit);

  /** A field the pool rules refuse: its label and rule (the field shows the rule too); nothing is sent. */
  const refuse = (errors: FieldErrors<PoolFormValues>) => {
    const [field, error] = Object.entries(errors)[0] ?? [];
    notify({
      type: 'error',
      message:
        field === undefined
          ? t('snackbar.mandatoryFields')
          : `${t(`pool.${field}`)}: ${error?.message ?? ''}`,
    });
  };

  const saving = useMutation({
    mutationFn: (payload: PoolPositionInputBody) =>
      position ? poolApi.edit(position.id, payload) : poolApi.create(payload),
    // The project's totals and its pool table change with the position.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects.of() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.pool.all });
    },
  });

  const save = async (typed: PoolTypedFields) => {
    const payload = payloadOf(projectId, typed, state, units.unit);
    if (missingPoolFields(payload).length > 0) {
      notify({ type: 'error', message: t('snackbar.mandatoryFields') });
      return;
    }
    try {
      await saving.mutateAsync(payload);
      notify({ message: t(position ? 'pool.editProjectItemSuccess' : 'pool.createProjectItemSuccess') });
      void navigate('/project-item', { state: { projectId } });
    } catch (error) {
      notify({
        type: 'error',
        message: apiErrorText(error, t('pool.createProjectItemError')),
      });
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {position ? t('pool.editTitle') : t('pool.title')}
      </Typography>
      {projectId === undefined && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('pool.missingProject')}
        </Alert>
      )}
      <FormProvider {...form}>
        <Grid container spacing={2}>
          <MainSection />
          <ConditionSections state={state} />
          <AttractionsSection state={state} />
          <EvaporationSection state={state} />
          <AirSection state={state} />
          <UnitSection state={state} units={units} />
        </Grid>
      </FormProvider>
      {'error' in derived && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="pool-input-error">
          {t('pool.invalidInput', { message: derived.error })}
        </Alert>
      )}
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={() => void form.handleSubmit(save, refuse)()}
          disabled={saving.isPending}
          data-testid="pool-save"
        >
          {t('pool.save')}
        </Button>
      </Box>
    </Container>
  );
}
