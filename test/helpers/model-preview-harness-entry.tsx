import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { ModelPreview } from '../../src/app/features/admin/model-preview/model-preview';
import type { ModelInsight } from '../../src/shared/model-measurement';
import { GlobalStyle } from '../../src/app/styles/global-style';
import { theme } from '../../src/app/styles/theme';

/* The preview on a bare page, for the e2e test and the benchmark until the reading pane hosts it. */
const { attachmentId, filename, model } = JSON.parse(document.getElementById('props')!.textContent!) as { attachmentId: string; filename: string; model: ModelInsight };
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <ModelPreview attachmentId={attachmentId} filename={filename} model={model} />
    </main>
  </ThemeProvider>,
);
