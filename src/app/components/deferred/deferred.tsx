import { Suspense, use, type ComponentType } from 'react';
import { whenDeferredPartsMayLoad } from './load-gate';

interface DeferredModule<P> {
  load: () => Promise<ComponentType<P>>;
  loaded?: Promise<ComponentType<P>>;
  ready?: boolean;
}

const modules: DeferredModule<never>[] = [];

/**
 * Starts a module's load once. The promise carries the fields React's `use` reads (status, value),
 * so a render after it resolved never suspends, not even the first; a failed load is forgotten, so a
 * later render tries again.
 */
function start<P>(module: DeferredModule<P>, when: Promise<unknown>): Promise<ComponentType<P>> {
  if (!module.loaded) {
    const loaded = Object.assign(when.then(module.load), { status: 'pending' });
    loaded.then(
      (value) => {
        Object.assign(loaded, { status: 'fulfilled', value });
        module.ready = true;
      },
      () => (module.loaded = undefined),
    );
    module.loaded = loaded;
  }
  return module.loaded;
}

function Section<P extends object>({ module, props }: { module: DeferredModule<P>; props: P }) {
  const Component = use(start(module, whenDeferredPartsMayLoad()));
  return <Component {...props} />;
}

/**
 * A part of a page (below the fold) whose script the browser loads only when the visitor heads for
 * it. The server renders it in full, like any other part. In the browser, its HTML stays on screen as
 * the server sent it, without event handlers, until its chunk has arrived and React has hydrated it:
 * on the page a visit starts on, the chunk starts loading at the visitor's first scroll, swipe, key or
 * press (load-gate.ts). Links inside work as plain links meanwhile.
 *
 * React keeps such a part's HTML as long as no urgent update reaches it; location changes are
 * transitions (React Router's default), which wait for the part instead (see docs/architecture.md).
 * On a client-side navigation the part loads at once and appears when its chunk arrives.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const module: DeferredModule<P> = { load };
  modules.push(module as DeferredModule<never>);
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Section module={module} props={props} />
      </Suspense>
    );
  };
}

/**
 * The server renders every page in full and never streams a fallback (React's inline script that
 * would replace it later has no CSP nonce), so before rendering it loads every deferred part the
 * page's modules declared. Cheap once they are loaded.
 */
export async function loadDeferredParts(): Promise<void> {
  if (modules.every((module) => module.ready)) return;
  await Promise.all(modules.map((module) => start(module, Promise.resolve())));
}
