// @vitest-environment jsdom
import { act, createElement, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Screen: ComponentType = () => createElement('h1', null, 'Screen');
const fallback = createElement('p', null, 'Loading');

let container: HTMLElement;
afterEach(() => container.remove());

/** Renders the screen in a Suspense boundary and returns what each commit showed. */
async function render(component: ComponentType): Promise<string[]> {
  container = document.createElement('div');
  document.body.append(container);
  const shown: string[] = [];
  const observer = new MutationObserver(() => shown.push(container.textContent ?? ''));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const root = createRoot(container);
  await act(async () => root.render(createElement(Suspense, { fallback }, createElement(component))));
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  observer.disconnect();
  await act(async () => root.unmount());
  return shown;
}

describe('lazyScreen', () => {
  it('shows a preloaded screen in the first commit, without the fallback', async () => {
    let loads = 0;
    const screen = lazyScreen(async () => {
      loads += 1;
      return { default: Screen };
    });
    await screen.preload();
    expect(await render(screen.Component)).toEqual(['Screen']);
    expect(loads).toBe(1);
  });

  it('shows the fallback, then the screen, when the chunk was not loaded before', async () => {
    const screen = lazyScreen(async () => ({ default: Screen }));
    const shown = await render(screen.Component);
    expect(shown[0]).toBe('Loading');
    expect(shown.at(-1)).toBe('Screen');
  });

  it('loads the chunk once however often it is preloaded', async () => {
    let loads = 0;
    const screen = lazyScreen(async () => {
      loads += 1;
      return { default: Screen };
    });
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(loads).toBe(1);
  });

  it('asks again for a chunk that failed to arrive', async () => {
    let loads = 0;
    const screen = lazyScreen(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { default: Screen };
    });
    await expect(screen.preload()).rejects.toThrow('offline');
    await screen.preload();
    expect(loads).toBe(2);
    expect(await render(screen.Component)).toEqual(['Screen']);
  });
});
