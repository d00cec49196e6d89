let publicUrl: string | undefined;

/** Set when the app is built (PUBLIC_URL): the address users reach the app at. */
export function setPublicUrl(url: string | undefined): void {
  publicUrl = url?.replace(/\/$/, '');
}

/**
 * The address users reach the app at, for links in mails written deep inside a use case (a waiting-list offer made
 * when someone else cancels); unset where no app was built (then mails carry no link and name the screen instead).
 */
export const currentPublicUrl = (): string | undefined => publicUrl;
