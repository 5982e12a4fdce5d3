import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  DraftDeletedResponse,
  DraftResponse,
  DraftSavedResponse,
  type Draft,
  type DraftBody,
} from '../../../contracts/drafts';
import { apiCall } from '../../api/client';
import { queryKeys } from '../../api/queries';
import { WIZARD_FIELDS, type Step, type WizardValues } from './wizard';

/** How long typing pauses before the draft is kept: one call per pause, not per key. */
const KEEP_AFTER_MS = 800;

const query = (projId: number, positionId: number | undefined) =>
  `projId=${projId}${positionId === undefined ? '' : `&positionId=${positionId}`}`;

export const draftsApi = {
  find: (projId: number, positionId: number | undefined) =>
    apiCall('GET', `/project/item/draft?${query(projId, positionId)}`, DraftResponse).then((a) => a.data),
  keep: (body: DraftBody) => apiCall('PUT', '/project/item/draft', DraftSavedResponse, body),
  discard: (projId: number, positionId: number | undefined) =>
    apiCall('DELETE', `/project/item/draft?${query(projId, positionId)}`, DraftDeletedResponse),
};

/** The form's values as a draft keeps them: the position's fields, nothing of the wizard's own state. */
function draftValues(values: WizardValues): DraftBody['values'] {
  return Object.fromEntries(WIZARD_FIELDS.map((key) => [key, values[key] ?? null]));
}

interface DraftArgs {
  projId: number | null;
  /** The position a new revision is made of; undefined for a new position. */
  editId: number | undefined;
  values: WizardValues;
  step: Step;
  /** Whether the user changed anything since the wizard opened (or since a resumed draft). */
  dirty: boolean;
  /** The wizard's arrival is done: the form holds the position or the project's defaults. */
  ready: boolean;
}

/**
 * The wizard's draft (issue 30): the one kept for this project and position is offered when the wizard opens; once
 * the offer is answered (or there was none), every pause in the user's typing keeps the values and step on the server,
 * so leaving, a reload or another browser of the same user can take them up. A failed call never stops the wizard.
 */
export function useWizardDraft({ projId, editId, values, step, dirty, ready }: DraftArgs) {
  const found = useQuery({
    queryKey: queryKeys.positions.draft(projId ?? 0, editId),
    queryFn: () => draftsApi.find(projId!, editId).catch(() => null),
    enabled: projId !== null,
    staleTime: Infinity,
  });
  const [answered, setAnswered] = useState(false);
  const offer: Draft | null = !answered && found.data ? found.data : null;
  const settled = projId !== null && ready && !found.isPending && offer === null;
  const [keptAt, setKeptAt] = useState<string | null>(null);
  const last = useRef<string | null>(null);
  // Once the position is saved, no keep still waiting may bring the draft back.
  const done = useRef(false);

  useEffect(() => {
    if (!settled || !dirty || projId === null || step > 8 || done.current) {
      return;
    }
    const body: DraftBody = { projId, positionId: editId ?? null, step, values: draftValues(values) };
    const text = JSON.stringify(body);
    if (text === last.current) {
      return;
    }
    const timer = setTimeout(() => {
      if (done.current) {
        return;
      }
      last.current = text;
      draftsApi.keep(body).then(
        (answer) => setKeptAt(answer.data.savedAt),
        () => undefined,
      );
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [settled, dirty, projId, editId, step, values]);

  return {
    /** The draft to offer, until resumed or discarded. */
    offer,
    /** When the current values were last kept. */
    keptAt,
    resume: () => setAnswered(true),
    discard: () => {
      setAnswered(true);
      if (projId !== null) {
        void draftsApi.discard(projId, editId).catch(() => undefined);
      }
    },
    /** After the position is saved: the draft has served. */
    saved: () => {
      done.current = true;
      if (projId !== null) {
        void draftsApi.discard(projId, editId).catch(() => undefined);
      }
    },
  };
}
