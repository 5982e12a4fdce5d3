import Download from '@mui/icons-material/Download';
import RestartAlt from '@mui/icons-material/RestartAlt';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { currentLanguage } from '../../app/i18n';
import { documentsApi, type DocumentTarget } from '../../api/documents';
import { documentErrorMessage, documentFileBase } from '../../lib/documents';
import { useDocumentTask } from '../../lib/useDocumentTask';
import { modelQuery } from './queries';
import { mountModelScene, parseModel, WebGlUnavailableError, type ModelScene } from './scene';

/**
 * The revision's 3D model in a dialog (full screen on phones): the binary glTF fetched through the model link
 * (the original opened a model link; here it is shown in the app, docs/rules.md#documents), turned with the mouse or
 * fingers, with a way back to the first view, and the same unit's IFC4 file for BIM to download beside it (issue 30).
 * Loaded lazily by the revision screen, so three.js stays out of the main bundle.
 */
export function ModelViewer({
  target,
  name,
  onClose,
}: {
  target: DocumentTarget;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const model = useQuery(modelQuery(target));
  const [scene, setScene] = useState<ModelScene | null>(null);
  const [sceneError, setSceneError] = useState<string | null>(null);
  const { busy, run } = useDocumentTask();

  const error = model.isError
    ? model.error instanceof ApiError
      ? documentErrorMessage(model.error, t('snackbar.fetching3DModel'))
      : t('documents.viewer.modelLinkError')
    : sceneError;

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="lg">
      <DialogTitle>{t('documents.viewer.title', { name })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
        {error ? (
          <Alert severity="error" data-testid="model-error">
            {error}
          </Alert>
        ) : (
          <>
            <Box
              sx={{
                position: 'relative',
                flexGrow: 1,
                minHeight: phone ? 300 : '60vh',
                borderRadius: 1,
                bgcolor: 'action.hover',
                overflow: 'hidden',
                touchAction: 'none',
              }}
            >
              {model.data && (
                <ModelCanvas
                  glb={model.data}
                  onScene={setScene}
                  onError={(e) =>
                    setSceneError(
                      e instanceof WebGlUnavailableError
                        ? t('documents.viewer.noWebGl')
                        : t('documents.viewer.unreadable'),
                    )
                  }
                />
              )}
              {!scene && (
                <Stack
                  spacing={1}
                  sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}
                  data-testid="model-loading"
                >
                  <CircularProgress />
                  <Typography color="text.secondary">{t('documents.viewer.loading')}</Typography>
                </Stack>
              )}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>
              {t('documents.viewer.hint')}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<Download />}
          loading={busy === 'ifc'}
          onClick={() =>
            void run('ifc', () =>
              documentsApi.downloadFile(
                target,
                'ifc',
                currentLanguage(),
                `${documentFileBase(name, target.revNum)}_Model.ifc`,
              ),
            )
          }
          data-testid="model-download-ifc"
        >
          {t('documents.viewer.downloadIfc')}
        </Button>
        <Button
          startIcon={<RestartAlt />}
          disabled={!scene}
          onClick={() => scene?.resetView()}
          data-testid="model-reset"
        >
          {t('documents.viewer.resetView')}
        </Button>
        <Button onClick={onClose} data-testid="model-close">
          {t('documents.viewer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The canvas's container: the scene is built once the model has been parsed and released when this unmounts. */
function ModelCanvas({
  glb,
  onScene,
  onError,
}: {
  glb: ArrayBuffer;
  onScene: (scene: ModelScene | null) => void;
  onError: (error: unknown) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  // The callbacks change with every render of the dialog; the scene is built anew for a new model only.
  const reportScene = useEffectEvent(onScene);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    let closed = false;
    let mounted: ModelScene | null = null;
    parseModel(glb)
      .then((object) => {
        if (closed || !container.current) {
          return;
        }
        mounted = mountModelScene(container.current, object);
        reportScene(mounted);
      })
      .catch((error: unknown) => {
        if (!closed) {
          reportError(error);
        }
      });
    return () => {
      closed = true;
      mounted?.dispose();
      reportScene(null);
    };
  }, [glb]);

  return <Box ref={container} sx={{ position: 'absolute', inset: 0 }} data-testid="model-viewer" />;
}
