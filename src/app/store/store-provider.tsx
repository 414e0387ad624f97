import { useContext, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { storeOf } from './make-store';
import { StoreSourceContext } from './store-source';

/**
 * Gives its children the page's Redux store, making it on first use. Every screen that renders one
 * shares the same store, so RTK Query's cache survives navigation.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const source = useContext(StoreSourceContext);
  // Idempotent: a render React throws away and repeats finds the store already made.
  return <Provider store={storeOf(source)}>{children}</Provider>;
}
