import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { StoreSourceContext, type StoreSource } from './store/store-source';
import { GlobalStyle } from './styles/global-style';
import { theme } from './styles/theme';

/**
 * Everything around the router that the server render and the browser hydration share. The Redux
 * store itself is made by the screens that use it (src/app/store/store-provider.tsx).
 */
export function AppProviders({ storeSource, children }: { storeSource: StoreSource; children: ReactNode }) {
  return (
    <StoreSourceContext.Provider value={storeSource}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StoreSourceContext.Provider>
  );
}
