import { App } from '@capacitor/app';
import { StatusBar, Style } from '@capacitor/status-bar';

/** The Android back button walks the app's history; on the first screen it closes the app. */
export async function followBackButton(history: { back: () => void }): Promise<() => Promise<void>> {
  const handle = await App.addListener('backButton', ({ canGoBack }) => {
    if (canGoBack) history.back();
    else void App.exitApp();
  });
  return () => handle.remove();
}

/**
 * The status bar in the group's colour with light text (Android draws it above the web view); iOS draws it over the
 * page, whose light background needs dark text — the page keeps clear of it with env(safe-area-inset-top).
 */
export async function colourStatusBar(platform: 'android' | 'ios', colour: string): Promise<void> {
  if (platform === 'ios') return StatusBar.setStyle({ style: Style.Light });
  await StatusBar.setStyle({ style: Style.Dark });
  await StatusBar.setBackgroundColor({ color: colour });
}
