import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { BigHeader } from '../../../components/BigHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { useUnreadCount } from '../../../entities/messages/unread-count';
import { announce } from '../../../lib/announcer';
import { useMessages } from '../api/get-messages';
import { useLinks } from '../api/links';
import { useMarkAllRead } from '../api/mark-read';
import { MessageItem } from '../components/MessageItem';
import { useReadWhenShown } from '../use-read-when-shown';
import '../messages.css';

/** /history ('Nachrichten'): the user's messages, newest first, paged; shown ones are marked read. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  const timeZone = ego.data?.group.time_zone;
  return (
    <>
      <BigHeader title={t('navigation.messages')} />
      {timeZone ? (
        <MessagesScreen timeZone={timeZone} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function MessagesScreen({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const list = useMessages();
  const unread = useUnreadCount(true);
  const markAll = useMarkAllRead();
  const messages = useMemo(() => list.data?.pages.flatMap((page) => page.messages) ?? [], [list.data]);
  const links = useLinks(messages.some((m) => m.link_id !== null));
  useReadWhenShown(messages);

  const anyUnread = (unread.data ?? 0) > 0 || messages.some((m) => !m.read);
  const onMarkAll = () => markAll.mutate(undefined, { onSuccess: () => announce(t('history.all_read')) });

  return (
    <div className="page">
      <section className="card" aria-labelledby="messages-list" aria-busy={list.isFetching} data-testid="messages">
        <div className="messages-head">
          <h2 id="messages-list">{t('history.list')}</h2>
          {anyUnread ? (
            <Button className="button link-button" isDisabled={markAll.isPending} onPress={onMarkAll}>
              {t('history.mark_all')}
            </Button>
          ) : null}
        </div>
        {list.isError ? (
          <p className="muted">{t('history.failed')}</p>
        ) : !list.data ? (
          <p aria-busy="true">{t('history.loading')}</p>
        ) : messages.length === 0 ? (
          <p className="muted" data-testid="no-messages">
            {t('history.empty')}
          </p>
        ) : (
          <ul className="message-list">
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} timeZone={timeZone} links={links.data} />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button className="button" isDisabled={list.isFetchingNextPage} onPress={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('history.loading_more') : t('history.load_more')}
          </Button>
        ) : list.data && list.data.pages.length > 1 ? (
          <p className="muted">{t('history.end')}</p>
        ) : null}
      </section>
    </div>
  );
}
