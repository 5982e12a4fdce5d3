import { Backdrop, Button, CircularProgress, Container, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  ELEVATION_RANGE_M,
  FORBIDDEN_NAME_CHARACTERS,
  isValidProjectName,
  type ProjectInput,
} from '../../../contracts/projects';
import { isStaleEdit } from '../../api/client';
import { brand } from '../../app/brand';
import { staleEditNotice, useNotify } from '../../app/notifications';
import { apiErrorText } from '../../api/server-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { projectApi } from '../../api/projects';
import { clientConfigQuery, queryKeys } from '../../api/queries';
import { projectFormQuery } from './queries';
import { AqiPanel } from './form/AqiPanel';
import { CustomerPanel } from './form/CustomerPanel';
import { DesignPanel } from './form/DesignPanel';
import { FormPanel } from './form/FormPanel';
import {
  EMPTY_PROJECT_FORM,
  formValuesOfProject,
  projectFormSchema,
  saveRefusal,
  type ProjectForm,
  type ProjectFormValues,
} from './form/projectForm';
import { useLocationLookUps } from './form/useLocationLookUps';
import { LocationPanel } from './form/LocationPanel';
import { UtilityPanel } from './form/UtilityPanel';

type ManualGroup = 'weather' | 'utility' | 'aqi';

/** Removes the characters a project name must not hold (docs/rules.md#project-rules) (their key presses are blocked). */
const withoutForbidden = (value: string) =>
  [...value].filter((c) => !(FORBIDDEN_NAME_CHARACTERS as readonly string[]).includes(c)).join('');

/**
 * /create-project and /edit: the project form (docs/rules.md#project-form). The form's state is react-hook-form's,
 * checked on save by the contract's ProjectInputSchema (form/projectForm.ts); the location's values come from the
 * look-ups of form/useLocationLookUps.ts; each panel is its own component.
 */
export function ProjectFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useLocation().state as { projId?: number } | null;
  const editId = mode === 'edit' ? state?.projId : undefined;
  const clientConfig = useQuery(clientConfigQuery());
  // Read fresh on every arrival and never refetched meanwhile: a refetch must not overwrite what is being typed.
  const project = useQuery(projectFormQuery(editId));
  const loaded = project.data;
  const form: ProjectForm = useForm({
    defaultValues: EMPTY_PROJECT_FORM,
    resolver: zodResolver(projectFormSchema),
    // The refusal is a notification (section 5), not a jump to a field.
    shouldFocusError: false,
  });
  const lookUps = useLocationLookUps(form, mode, loaded);
  const [manual, setManual] = useState<Record<ManualGroup, boolean>>({
    weather: false,
    utility: false,
    aqi: false,
  });

  useEffect(() => {
    if (mode === 'edit' && editId === undefined) {
      void navigate('/', { replace: true });
    }
  }, [mode, editId, navigate]);
  useEffect(() => {
    if (loaded) {
      form.reset(formValuesOfProject(loaded));
    }
  }, [loaded, form]);
  useEffect(() => {
    if (project.isError) {
      notify({ type: 'error', message: apiErrorText(project.error, t('projects.fetchProjectError')) });
    }
  }, [project.isError, project.error, notify, t]);

  const save = useMutation({
    /** Saves and answers the project's id. */
    mutationFn: async (body: ProjectInput) =>
      editId !== undefined
        ? projectApi.edit(editId, body, loaded?.version).then((saved) => {
            // The detail page shows the saved project at once, not its cached copy until a refetch answers.
            queryClient.setQueryData(queryKeys.projects.one(editId, false), saved);
            return editId;
          })
        : projectApi.create(body),
    onSuccess: (id, body) => {
      if (editId !== undefined) {
        notify({ message: t('projects.editProjectSuccess') });
        void navigate('/project-item', { state: { projectId: editId } });
      } else {
        notify({ message: t('projects.createProjectSuccess') });
        void navigate('/project-item', {
          replace: true,
          state: { projectId: id, projectName: body.name, projectNumber: body.number },
        });
      }
    },
    onError: (error) => {
      if (isStaleEdit(error)) {
        notify(staleEditNotice(t));
        return;
      }
      const fallback =
        editId !== undefined ? t('projects.editProjectError') : t('projects.createProjectError');
      notify({ type: 'error', message: apiErrorText(error, fallback) });
    },
  });
  /** A refused save says why in one notification (section 5; issue 18 for the elevation). */
  const refused = (errors: FieldErrors<ProjectFormValues>) => {
    const refusal = saveRefusal(errors);
    if (refusal === 'elevation') {
      notify({ type: 'error', message: t('projects.validationElevation', ELEVATION_RANGE_M) });
    } else if (refusal === 'mandatory') {
      notify({ type: 'info', message: t('snackbar.mandatoryFields') });
    } else {
      notify({ type: 'error', message: t('projects.createProjectError') });
    }
  };
  const submit = form.handleSubmit((body) => save.mutate(body), refused);

  const toggle = (group: ManualGroup, on: boolean) => {
    setManual((m) => ({ ...m, [group]: on }));
    // Back to automatic: the fetched values return (docs/rules.md#project-form).
    if (!on) {
      lookUps.restore(group);
    }
  };

  const { failures, fetched } = lookUps;
  const busy = lookUps.busy || project.isFetching || save.isPending;
  return (
    <FormProvider {...form}>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {mode === 'edit' ? t('projects.editTitle') : t('projects.newTitle')}
        </Typography>
        <FormPanel>
          <Controller
            name="name"
            control={form.control}
            render={({ field, fieldState }) => {
              // Shown while typing a non-empty invalid name, and after a save refused for it.
              const invalid = (field.value !== '' && !isValidProjectName(field.value)) || fieldState.invalid;
              return (
                <TextField
                  {...field}
                  onChange={(event) => field.onChange(withoutForbidden(event.target.value))}
                  fullWidth
                  required
                  size="small"
                  label={t('projects.name')}
                  error={invalid}
                  helperText={invalid ? t('projects.validationName') : undefined}
                  slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'project-name' } }}
                />
              );
            }}
          />
        </FormPanel>
        {brand.flags.customerDataPanel && <CustomerPanel />}
        <LocationPanel
          tiles={clientConfig.data}
          failures={failures}
          elevationEditable={manual.weather || failures.elevation !== undefined}
          moveTo={lookUps.moveTo}
          search={lookUps.search}
        />
        <DesignPanel
          manual={manual.weather}
          onManual={(on) => toggle('weather', on)}
          failure={failures.weather}
          conditions={fetched.conditions}
        />
        <UtilityPanel
          manual={manual.utility}
          onManual={(on) => toggle('utility', on)}
          failure={failures.utility}
          electricity={fetched.electricity}
        />
        <AqiPanel
          manual={manual.aqi}
          onManual={(on) => toggle('aqi', on)}
          failure={failures.aqi}
          yearly={fetched.yearly}
        />
        <Button variant="contained" size="large" onClick={() => void submit()} data-testid="save-project">
          {t('projects.save')}
        </Button>
        <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }} data-testid="busy-overlay">
          <CircularProgress color="inherit" aria-label={t('app.loading')} />
        </Backdrop>
      </Container>
    </FormProvider>
  );
}
