-- Admins deactivate accounts: a deactivated user cannot sign in and no longer appears to colleagues.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
CREATE INDEX users_active_admins_idx ON users (group_id) WHERE is_admin AND deactivated_at IS NULL;

-- Subscriptions are periods: from a first day (open when null) up to and including a last day (open when null).
ALTER TABLE subscriptions ADD COLUMN valid_from date;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_period_check
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_until >= valid_from);

-- Who resolved a desk problem report (the reporter is told).
ALTER TABLE desk_problems ADD COLUMN resolved_by integer;
CREATE INDEX desk_problems_open_idx ON desk_problems (group_id, created_at DESC) WHERE resolved_at IS NULL;

ALTER TABLE messages DROP CONSTRAINT messages_type_check;
ALTER TABLE messages ADD CONSTRAINT messages_type_check CHECK (type IN (
  'DeskReservationNotification', 'DeskReleaseNotification', 'DeskDeletedNotification',
  'LotteryWonNotification', 'LotteryLostNotification', 'WaitlistPromotedNotification',
  'RoomReservationNotification', 'RoomInvitationNotification', 'RoomBookingUpdatedNotification',
  'RoomBookingCancelledNotification', 'RoomInvitationRemovedNotification',
  'InvitationAcceptedNotification', 'InvitationDeclinedNotification',
  'BookableReservationNotification', 'BookableRequestNotification', 'BookableApprovedNotification',
  'BookableRejectedNotification', 'BookableRequestCancelledNotification',
  'SeriesBookedNotification', 'SeriesCancelledNotification',
  'LinkRequestNotification', 'LinkAcceptedNotification',
  'FeedbackNotification',
  'DeskProblemResolvedNotification'
));
