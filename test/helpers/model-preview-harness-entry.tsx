import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { ModelPreviews } from '../../src/app/features/admin/model-preview/lazy-model-preview';
import type { ModelInsight } from '../../src/shared/model-measurement';
import { GlobalStyle } from '../../src/app/styles/global-style';
import { theme } from '../../src/app/styles/theme';

/* The reading pane's model previews on a bare page (chunks split as the site splits them), for the e2e test and the benchmark. */
const { attachmentId, filename, model } = JSON.parse(document.getElementById('props')!.textContent!) as { attachmentId: string; filename: string; model: ModelInsight };
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <ModelPreviews attachments={[{ id: attachmentId, filename, model }]} />
    </main>
  </ThemeProvider>,
);
