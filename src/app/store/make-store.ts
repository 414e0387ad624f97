import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { contactFormSlice } from '../features/contact/contact-form-slice';
import { api } from './api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [contactFormSlice.reducerPath]: contactFormSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server, one per page load in the browser: never a module singleton. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
