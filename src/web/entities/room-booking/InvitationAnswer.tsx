import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RoomBooking } from '../../../contract/rooms';
import { announce } from '../../lib/announcer';
import { useAnswerInvitation, type InvitationAnswer as Answer } from './answer-invitation';

/**
 * The invitee's answer to a room booking: their status, and buttons to accept or decline
 * (after answering, the other answer stays possible).
 */
export function InvitationAnswer({ booking }: { booking: RoomBooking }) {
  const { t } = useTranslation();
  const answer = useAnswerInvitation();
  const invitation = booking.my_invitation;
  if (!invitation) return null;
  const send = (choice: Answer) =>
    answer.mutate(
      { id: invitation.id, answer: choice },
      { onSuccess: () => announce(t(choice === 'accept' ? 'invitations.accepted' : 'invitations.declined', { title: booking.title })) },
    );
  return (
    <div className="invitation-answer">
      <span className={`status-badge status-${invitation.status}`} data-testid="invitation-status">
        {t(`invitations.status.${invitation.status}`)}
      </span>
      <span className="booking-actions">
        {invitation.status !== 'accepted' ? (
          <Button
            className="button"
            isDisabled={answer.isPending}
            onPress={() => send('accept')}
            aria-label={t('invitations.accept_label', { title: booking.title })}
          >
            {t('invitations.accept')}
          </Button>
        ) : null}
        {invitation.status !== 'declined' ? (
          <Button
            className="button"
            isDisabled={answer.isPending}
            onPress={() => send('decline')}
            aria-label={t('invitations.decline_label', { title: booking.title })}
          >
            {t('invitations.decline')}
          </Button>
        ) : null}
      </span>
    </div>
  );
}
