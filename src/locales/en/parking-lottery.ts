import type { deParkingLottery, deParkingLotteryValidation } from '../de/parking-lottery';

/** Parking in the lottery: the request's state on /parkefficient, and the lottery messages when they are about parking. */
export const enParkingLottery: typeof deParkingLottery = {
  parking_lottery: {
    title: 'Draw',
    explain: 'Your group allocates parking spaces by a fair draw: requests for this day are taken until {{cutoff}}, then the draw runs.',
    closed: 'The draw for this day has run – you can book free parking spaces directly.',
    request_action: 'Request a parking space',
    request_label: 'Request a parking space for {{day}}',
    requested: 'Request sent.',
    withdraw: 'Withdraw request',
    withdraw_label: 'Withdraw request: {{day}}',
    leave_waitlist: 'Leave the waiting list',
    leave_waitlist_label: 'Leave the waiting list: {{day}}',
    withdrawn: 'Request withdrawn.',
    failed: 'That did not work, sorry.',
    status: { waiting: 'Requested', won: 'Won', lost: 'Waiting list', withdrawn: 'Ended' },
    request: {
      waiting: 'Requested – the draw runs on {{cutoff}}.',
      lost: 'No parking space this time: you are number {{position}} on the waiting list. If one becomes free, it is yours at once.',
      won: 'Won: parking space {{space}} is yours.',
      won_waitlist: 'Moved up: parking space {{space}} is yours.',
      already_booked: 'You already had a parking space that day.',
      cancelled: 'You cancelled the parking space you won.',
      released: 'The parking space you won was released.',
      withdrawn: 'Request withdrawn.',
    },
    notifications: {
      DeskDeletedNotification: {
        subject: 'Parking space {{desk}} out of service',
        text: 'Parking space {{desk}} is out of service; your booking on {{when}} is cancelled.',
      },
      LotteryWonNotification: {
        subject: 'Draw won: parking space {{desk}}',
        text: 'You got parking space {{desk}} ({{place}}) in the draw: {{when}}.',
      },
      LotteryLostNotification: {
        subject: 'Draw: no parking space this time',
        text: 'For {{when}} there were more requests than free parking spaces. You are number {{position}} on the waiting list; if a parking space becomes free, it is yours at once. Your chance next time is higher.',
        text_offer:
          'For {{when}} there were more requests than free parking spaces. You are number {{position}} on the waiting list; if a parking space becomes free, it is offered to you for {{minutes}} minutes. Your chance next time is higher.',
      },
      WaitlistOfferNotification: {
        subject: 'Offer: parking space {{desk}} has become free',
        text: 'A parking space has become free: {{desk}} ({{place}}) is held for you until {{deadline}}: {{when}}. Accept or decline it under “Messages” – otherwise it goes to the next person on the waiting list.',
      },
      WaitlistOfferExpiredNotification: {
        subject: 'Offer expired: parking space {{desk}}',
        text: 'The offer of parking space {{desk}} ({{place}}) for {{when}} expired at {{deadline}}; it goes to the next person on the waiting list.',
      },
      WaitlistPromotedNotification: {
        subject: 'Moved up: parking space {{desk}}',
        text: 'A parking space has become free: {{desk}} ({{place}}) is yours: {{when}}.',
      },
    },
  },
};

export const enParkingLotteryValidation: typeof deParkingLotteryValidation = {
  parking_draw_ahead: 'Parking spaces for this day are allocated by a draw: send a request before requests close.',
};
