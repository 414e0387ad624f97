import type { LegalDocument } from '../../../content/types';
import { PageIntro } from '../../components/page/page-intro';

/** One layout for the five policy documents; each route module imports only its own text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return <PageIntro title={document.title} />;
}
