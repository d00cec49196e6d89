import { App } from '@capacitor/app';

/**
 * Hands every link the app is opened with (a link on the product's web host, a check-in QR code scanned with the
 * camera) to the app's deep-link handler, which removes the host and a leading '#/' and navigates (spec §2).
 * A link that opened the app from cold is delivered too: the plugin keeps it until this listener exists.
 */
export async function listenForAppLinks(handOver: (url: string) => void): Promise<() => Promise<void>> {
  const handle = await App.addListener('appUrlOpen', ({ url }) => handOver(url));
  return () => handle.remove();
}
