import { Alert, Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/i18n';

/** Google's script; the server's Content-Security-Policy allows it only when CAPTCHA_PROVIDER=recaptcha. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      hl: string;
    },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page and resolves when its API is ready. */
function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=explicit&hl=${language}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) {
        api.ready(() => resolve(api));
      } else {
        reject(new Error('reCAPTCHA did not start'));
      }
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * reCAPTCHA v2 (the configuration option, docs/rules.md#captcha): the checkbox widget with the server's site key;
 * `onAnswer` receives the response token `POST /auth` takes as `captcha` (null again when it expires).
 */
export default function ReCaptchaWidget({
  siteKey,
  onAnswer,
}: {
  siteKey: string;
  onAnswer: (answer: string | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(language).then(
      (api) => {
        if (!cancelled && container.current && container.current.childElementCount === 0) {
          api.render(container.current, {
            sitekey: siteKey,
            hl: language,
            callback: onAnswer,
            'expired-callback': () => onAnswer(null),
          });
        }
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, language, onAnswer]);

  if (failed) {
    return (
      <Alert severity="error" data-testid="recaptcha-unavailable">
        {t('accounts.captcha.recaptchaUnavailable')}
      </Alert>
    );
  }
  return <Box ref={container} data-testid="recaptcha" sx={{ minHeight: 78 }} />;
}
