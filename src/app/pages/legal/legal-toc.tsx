import styled from 'styled-components';
import { legalLabels } from '../../../content/legal/labels';
import type { LegalSection } from '../../../content/types';

const Nav = styled.nav`
  font-size: 0.875rem;
  h2 {
    margin-bottom: 12px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.6875rem;
    font-weight: 500;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > ol {
    border-top: 1px solid ${(p) => p.theme.color.ink};
  }
  > ol > li {
    border-bottom: 1px solid rgba(17, 17, 16, 0.14);
  }
  ol ol {
    padding: 0 0 8px 2.75em;
  }
  a {
    display: grid;
    grid-template-columns: 2.75em minmax(0, 1fr);
    padding: 8px 0;
    line-height: 1.35;
    text-decoration: none;
    color: ${(p) => p.theme.color.inkSoft};
  }
  ol ol a {
    grid-template-columns: 2.75em minmax(0, 1fr);
    padding: 4px 0;
    font-size: 0.8125rem;
  }
  a:hover {
    color: ${(p) => p.theme.color.ink};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a span:first-child {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    padding-top: 0.15em;
    color: ${(p) => p.theme.color.stone};
  }
`;

function TocEntry({ section }: { section: LegalSection }) {
  return (
    <li>
      <a href={`#${section.id}`}>
        <span>{section.number ?? ''}</span>
        <span>{section.heading}</span>
      </a>
      {section.subsections?.length ? (
        <ol>
          {section.subsections.map((sub) => (
            <TocEntry key={sub.id} section={sub} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** Table of contents: every section and subsection anchor of the document. */
export function LegalToc({ sections }: { sections: LegalSection[] }) {
  return (
    <Nav aria-labelledby="legal-toc-heading">
      <h2 id="legal-toc-heading">{legalLabels.contents}</h2>
      <ol>
        {sections.map((section) => (
          <TocEntry key={section.id} section={section} />
        ))}
      </ol>
    </Nav>
  );
}
