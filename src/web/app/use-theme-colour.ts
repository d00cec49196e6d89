import { useEffect } from 'react';

/**
 * The browser's and the installed app's title bar take the group's colour (meta theme-color wins over the manifest's
 * theme_color once the page runs); signed out, the product's default from index.html.
 */
export function useThemeColour(colour: string | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) return;
    const initial = meta.content;
    if (colour) meta.content = colour;
    return () => {
      meta.content = initial;
    };
  }, [colour]);
}
