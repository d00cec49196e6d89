import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestFailure } from '../../../components/form/request-failure';
import { announce } from '../../../lib/announcer';

/** The sentence a failed button action (delete, out of service) leaves on its card, also spoken. */
export function useActionMessage() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const { fields, summary } = requestFailure(error, t, { failed: t('adminPlaces.failed'), formFields: [] });
    const text = [summary, ...Object.values(fields).flat()].filter(Boolean).join(' ');
    setMessage(text);
    announce(text, 'assertive');
  };
  return { message, setMessage, fail };
}
