import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from './store/make-store';
import { GlobalStyle } from './styles/global-style';
import { theme } from './styles/theme';

/** Everything around the router that the server render and the browser hydration share. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
