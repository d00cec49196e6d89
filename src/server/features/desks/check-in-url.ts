/** The address a desk's QR code opens: its check-in page in the web app. */
export const checkInUrl = (publicUrl: string, deskUuid: string) => `${publicUrl}/#/desks/check_in/${deskUuid}`;
