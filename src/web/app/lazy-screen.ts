import { createElement, lazy, useState, type ComponentType } from 'react';

/** A screen in its own chunk that can be loaded before it is first shown. */
export interface LazyScreen {
  Component: ComponentType;
  /** Loads the screen's chunk (once); resolves when it can be shown without suspending. */
  preload: () => Promise<void>;
}

/**
 * Like `React.lazy`, but a screen whose chunk has arrived before it mounts is rendered at once. React.lazy suspends on
 * its first render even then, and React keeps a Suspense boundary's fallback on screen for at least 300 ms once shown:
 * the first screen would wait that long behind "Loading…" for a chunk that was already there.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = null; // a chunk that failed to arrive (offline) is asked for again next time
        throw error;
      },
    ));
  const Suspending = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the screen.
    const [Shown] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(Shown);
  }
  return { Component: Screen, preload: () => loadOnce().then(() => undefined) };
}
