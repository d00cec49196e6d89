interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/**
 * True inside the Capacitor app. The native shell puts its bridge (window.Capacitor) in place before the page runs, so
 * the check needs no import: the web app never loads @capacitor/core.
 */
export function isNativeApp(): boolean {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  return Boolean(capacitor?.isNativePlatform?.());
}
