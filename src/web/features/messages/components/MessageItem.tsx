import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../contract/messages';
import type { Link } from '../../../../contract/team';
import { formatDate } from '../../../../domain/date-format';
import { currentLanguage } from '../../../lib/i18n';
import { appPathOf } from '../message-path';
import { LinkRequestAnswer } from './LinkRequestAnswer';
import { OfferAnswer } from '../../../entities/waitlist-offer/OfferAnswer';

interface Props {
  message: Message;
  timeZone: string;
  links: readonly Link[] | undefined;
}

/** One message: unread mark, date, title (opens what it is about), text, and for a link request or an open offer the answer. */
export function MessageItem({ message, timeZone, links }: Props) {
  const { t } = useTranslation();
  const unread = !message.read;
  const to = appPathOf(message.path);
  return (
    <li className={unread ? 'message-item message-unread' : 'message-item'} data-message-id={message.id} data-unread={unread}>
      <div className="message-meta">
        {unread ? (
          <span className="message-new" aria-hidden="true">
            {t('history.unread')}
          </span>
        ) : null}
        <time className="muted" dateTime={message.created_at}>
          {formatDate(new Date(message.created_at), 'long', currentLanguage(), timeZone)}
        </time>
      </div>
      <h3 className="message-title">
        {unread ? <span className="visually-hidden">{t('history.unread_label')}: </span> : null}
        {to ? <RouterLink to={to}>{message.title}</RouterLink> : message.title}
      </h3>
      <p className="message-text pre-line">{message.text}</p>
      {message.link_id !== null ? <LinkRequestAnswer linkId={message.link_id} links={links} /> : null}
      {message.offer_id !== null ? <OfferAnswer offerId={message.offer_id} title={message.title} /> : null}
    </li>
  );
}
