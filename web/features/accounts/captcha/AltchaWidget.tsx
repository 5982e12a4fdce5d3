import 'altcha';
import 'altcha/i18n/de';
import 'altcha/i18n/sr';
import type {} from 'altcha/types/react';
import { useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { CaptchaChallengeResponse } from '../../../../contracts/captcha';
import { apiCall } from '../../../api/client';
import { useLanguage } from '../../../app/i18n';

const CHALLENGE_PATH = '/captcha/challenge';

/**
 * The widget's fetch for its challenge: through the API client, so the call carries X-Brand like every other, and
 * unwrapped from the wrapper `{ status, message, data }`, which the widget does not know. It runs at each
 * verification, so every attempt gets a fresh challenge (each is single use).
 */
async function fetchChallenge(): Promise<Response> {
  const { data } = await apiCall('GET', CHALLENGE_PATH, CaptchaChallengeResponse);
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
}

interface StateChange {
  state: string;
  payload: string | null;
}

/**
 * The self-hosted ALTCHA proof of work (docs/rules.md#captcha) as its web component: the browser solves the challenge
 * as soon as the widget shows (the user may also tick the box), and `onAnswer` receives the payload `POST /auth`
 * takes as `captcha` (null again if it expires or fails). A new `key` from the parent gives a fresh, unanswered
 * widget.
 */
export default function AltchaWidget({ onAnswer }: { onAnswer: (answer: string | null) => void }) {
  const ref = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const language = useLanguage();
  const { palette } = useTheme();
  const [state, setState] = useState('unverified');

  useEffect(() => {
    const widget = ref.current;
    if (!widget) {
      return;
    }
    // The widget's methods exist once its component has mounted, which it announces with `load`.
    // minDuration 0: the widget's default adds 500 ms to a faster proof of work, only to show its animation; the work
    // starts as the visitor turns to the form, so nothing is gained by holding the answer back (issue 18: login under 1 s).
    const configure = () => void widget.configure({ fetch: fetchChallenge, language, minDuration: 0 });
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      setState(state);
      onAnswer(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('load', configure);
    widget.addEventListener('statechange', onStateChange);
    if (typeof widget.configure === 'function') {
      configure();
    }
    return () => {
      widget.removeEventListener('load', configure);
      widget.removeEventListener('statechange', onStateChange);
    };
  }, [language, onAnswer]);

  return (
    <altcha-widget
      ref={ref}
      challenge={`/api${CHALLENGE_PATH}`}
      language={language}
      // Issue 18: the proof of work starts as soon as the widget shows (in the widget's web workers), so it is done
      // by the time the user has typed; each remount (a failed attempt) fetches and solves a fresh challenge.
      auto="onload"
      data-state={state}
      data-testid="altcha"
      style={{
        '--altcha-max-width': '100%',
        '--altcha-color-base': palette.background.paper,
        '--altcha-color-base-content': palette.text.primary,
        '--altcha-color-primary': palette.primary.main,
        '--altcha-color-primary-content': palette.primary.contrastText,
        '--altcha-border-color': palette.divider,
      }}
    />
  );
}
