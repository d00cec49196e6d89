import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RoomBooking } from '../../../contract/rooms';
import { announce } from '../../lib/announcer';
import { useAnswerInvitation, type InvitationAnswer as Answer } from './answer-invitation';

/**
 * The invitee's answer to a room booking: their status, and buttons to accept or decline. Both stay
 * (the given answer pressed), so focus stays put and the answer can change.
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
        {(['accept', 'decline'] as const).map((choice) => {
          const chosen = invitation.status === (choice === 'accept' ? 'accepted' : 'declined');
          return (
            <Button
              key={choice}
              className="button"
              aria-pressed={chosen}
              onPress={() => (chosen || answer.isPending ? undefined : send(choice))}
              aria-label={t(`invitations.${choice}_label`, { title: booking.title })}
            >
              {t(`invitations.${choice}`)}
            </Button>
          );
        })}
      </span>
    </div>
  );
}
