import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Link } from '../../../../contract/team';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { presenceText } from '../lib/presence-text';
import { LinkButtons } from './LinkButtons';
import { PersonLine } from './PersonLine';
import { useLinkActions } from './use-link-actions';

/** "Mein Team": linked colleagues with today's presence (removable after a question), requests to the reader, own open requests. */
export function MyTeamSection({ links }: { links: readonly Link[] }) {
  const { t } = useTranslation();
  const actions = useLinkActions();
  const [removing, setRemoving] = useState<Link | null>(null);
  const team = links.filter((l) => l.status === 'accepted');
  const incoming = links.filter((l) => l.status === 'requested' && l.direction === 'incoming');
  const outgoing = links.filter((l) => l.status === 'requested' && l.direction === 'outgoing');

  const requestList = (list: Link[], id: string, title: string) =>
    list.length === 0 ? null : (
      <>
        <h3 id={id} className="team-subtitle">
          {title}
        </h3>
        <ul className="person-list" aria-labelledby={id} data-testid={id}>
          {list.map((link) => {
            const name = personName(link.colleague);
            return (
              <PersonLine key={link.id} name={name} details={[link.colleague.department]}>
                <LinkButtons userId={link.colleague.id} name={name} link={link} isPending={actions.isPending} onAction={actions.run} />
              </PersonLine>
            );
          })}
        </ul>
      </>
    );

  return (
    <section className="card" aria-labelledby="team-mine" data-testid="my-team">
      <h2 id="team-mine">{t('team.mine.title')}</h2>
      <FormMessage text={actions.failure} tone="error" />
      {requestList(incoming, 'team-incoming', t('team.mine.incoming'))}
      {incoming.length > 0 && team.length > 0 ? (
        <h3 id="team-members" className="team-subtitle">
          {t('team.mine.members')}
        </h3>
      ) : null}
      {team.length === 0 ? (
        <p className="muted">{t('team.mine.empty')}</p>
      ) : (
        <ul className="person-list" aria-labelledby="team-mine" data-testid="team-members">
          {team.map((link) => {
            const name = personName(link.colleague);
            return (
              <PersonLine key={link.id} name={name} details={[link.colleague.department, presenceText(link.colleague.presence, t)]}>
                <Button
                  className="button"
                  isDisabled={actions.isPending}
                  onPress={() => setRemoving(link)}
                  aria-label={t('team.link.remove_label', { name })}
                >
                  {t('team.link.remove')}
                </Button>
              </PersonLine>
            );
          })}
        </ul>
      )}
      {requestList(outgoing, 'team-outgoing', t('team.mine.outgoing'))}
      {removing ? (
        <ConfirmDialog
          title={t('team.link.remove_title')}
          text={t('team.link.remove_question', { name: personName(removing.colleague) })}
          confirmLabel={t('team.link.remove_confirm')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            actions.run({ kind: 'remove', linkId: removing.id }, personName(removing.colleague));
            setRemoving(null);
          }}
        />
      ) : null}
    </section>
  );
}
