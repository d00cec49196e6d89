import { useEffect } from 'react';

/**
 * The group's colour for the browser's and the installed app's title bar: meta theme-color (which wins over the
 * manifest once the page runs) and the manifest link, which then asks the server for a manifest with that colour, so an
 * app installed while signed in keeps it. Signed out, the product's defaults from index.html.
 */
export function useThemeColour(colour: string | undefined): void {
  useEffect(() => {
    if (!colour) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const initial = { meta: meta?.content, manifest: manifest?.getAttribute('href') };
    if (meta) meta.content = colour;
    if (manifest) manifest.setAttribute('href', `./manifest.webmanifest?theme=${encodeURIComponent(colour)}`);
    return () => {
      if (meta && initial.meta !== undefined) meta.content = initial.meta;
      if (manifest && initial.manifest) manifest.setAttribute('href', initial.manifest);
    };
  }, [colour]);
}
