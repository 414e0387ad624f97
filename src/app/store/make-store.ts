import { configureStore } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server, one per page load in the browser: never a module singleton. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
