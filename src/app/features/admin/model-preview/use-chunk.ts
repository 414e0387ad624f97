import { useEffect, useState } from 'react';

/** A lazily loaded script chunk's export, loaded once and remembered (a failed load is tried again). */
export interface Chunk<T> {
  load(): Promise<T>;
  /** The export if the chunk has loaded, so a later mount shows it at once. */
  loaded(): T | undefined;
}

export function chunk<T>(load: () => Promise<T>): Chunk<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      loading ??= load().then(
        (exported) => (value = exported),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}

/**
 * A chunk's export for rendering: `value` once it has arrived, `failed` if it could not load. Used instead
 * of React.lazy + Suspense because React holds back the content a Suspense boundary was waiting for until
 * 300 ms after its fallback appeared (its reveal throttle): a quarter of a second of the 3D preview's time
 * to first frame in Chromium, for each of its two chunks. A state update commits at once.
 */
export function useChunk<T>(source: Chunk<T>): { value?: T; failed?: boolean } {
  const [state, setState] = useState<{ value?: T; failed?: boolean }>(() => ({ value: source.loaded() }));
  const missing = state.value === undefined;
  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    source.load().then(
      (value) => live && setState({ value }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [source, missing]);
  return state;
}
