import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RoomBooking } from '../../../../contract/rooms';
import type { StaffMember } from '../../../../contract/team';
import { FormMessage } from '../../../components/form/FormMessage';
import { requestFailure } from '../../../components/form/request-failure';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { announce } from '../../../lib/announcer';
import { useInviteColleagues, useRemoveInvitation } from '../api/invitations';
import { StaffSearch } from './StaffSearch';

/** The organiser's invitations: who is invited and how they answered; invite and remove while the booking runs. */
export function InvitationsPanel({ booking }: { booking: RoomBooking }) {
  const { t } = useTranslation();
  const invite = useInviteColleagues();
  const remove = useRemoveInvitation();
  const [inviteErrors, setInviteErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const { invitations } = booking;
  const taken = 1 + invitations.filter((i) => i.status !== 'declined').length;
  const excluded = new Set([booking.organiser.id, ...invitations.map((i) => i.user.id)]);

  const onInvite = (person: StaffMember) => {
    setInviteErrors([]);
    setDone(null);
    invite.mutate(
      { booking_id: booking.id, user_ids: [person.id] },
      {
        onSuccess: () => {
          const text = t('invitations.invited_now', { name: personName(person) });
          setDone(text);
          announce(text);
        },
        onError: (error) => {
          const failure = requestFailure(error, t);
          const messages = [...Object.values(failure.fields).flat(), ...(failure.summary ? [failure.summary] : [])];
          setInviteErrors(messages);
          announce(messages.join(' '), 'assertive');
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="invitations-title" data-testid="invitations">
      <h2 id="invitations-title">{t('invitations.title')}</h2>
      <p className="muted">{t('invitations.places', { used: taken, capacity: booking.room.capacity })}</p>
      {invitations.length === 0 ? (
        <p className="muted">{t('invitations.none')}</p>
      ) : (
        <ul className="invitee-list" data-testid="invitees">
          {invitations.map((inv) => (
            <li key={inv.id} data-invitee={inv.user.email}>
              <span>
                {personName(inv.user)}{' '}
                <span className={`status-badge status-${inv.status}`} data-testid="invitee-status">
                  {t(`invitations.status.${inv.status}`)}
                </span>
              </span>
              {booking.can_edit ? (
                <Button
                  className="button"
                  isDisabled={remove.isPending}
                  aria-label={t('invitations.remove_label', { name: personName(inv.user) })}
                  onPress={() =>
                    remove.mutate(inv.id, { onSuccess: () => announce(t('invitations.removed', { name: personName(inv.user) })) })
                  }
                >
                  {t('invitations.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {booking.can_edit ? (
        <>
          <FormMessage text={done} tone="success" />
          <StaffSearch excluded={excluded} onInvite={onInvite} isPending={invite.isPending} errors={inviteErrors} />
        </>
      ) : null}
    </section>
  );
}
