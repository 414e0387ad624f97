import styled, { css } from 'styled-components';
import { legalLabels } from '../../../content/legal/labels';
import type { LegalSection as LegalSectionData } from '../../../content/types';

const Section = styled.section<{ $level: 2 | 3 }>`
  scroll-margin-top: calc(${(p) => p.theme.size.navHeight} + 16px);
  ${(p) =>
    p.$level === 2
      ? css`
          padding: 36px 0 8px;
          border-top: 1px solid ${p.theme.color.ink};
          & + & {
            margin-top: 28px;
          }
        `
      : css`
          margin-top: 28px;
          padding-top: 20px;
          border-top: 1px solid rgba(17, 17, 16, 0.14);
        `}
  p,
  li {
    color: ${(p) => p.theme.color.inkSoft};
    line-height: 1.7;
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: 1em;
  }
`;

const Heading = styled.h2`
  display: flex;
  gap: 0.6em;
  align-items: baseline;
  margin-bottom: 20px;
  font-size: clamp(1.5rem, 2.4vw, 2rem);
  letter-spacing: -0.03em;
  text-wrap: balance;
`;

const SubHeading = styled.h3`
  display: flex;
  gap: 0.6em;
  align-items: baseline;
  margin-bottom: 12px;
  font-size: 1.25rem;
  letter-spacing: -0.02em;
`;

const SectionNumber = styled.span`
  flex: none;
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.6em;
  font-weight: 500;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.color.accentInk};
`;

const List = styled.ul`
  margin: 1em 0 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.4em;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.8em;
    width: 0.75em;
    height: 1px;
    background: currentColor;
  }
`;

const Compact = styled.div`
  margin-top: 1.25em;
  padding: 16px 0 4px;
  border-top: 1px solid rgba(17, 17, 16, 0.14);
  border-bottom: 1px solid rgba(17, 17, 16, 0.14);
  p {
    margin-bottom: 10px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stone};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    columns: 2 11em;
    column-gap: 24px;
    @media (min-width: 600px) {
      columns: 3 11em;
    }
  }
  li {
    break-inside: avoid;
    padding: 3px 0 3px 0;
    font-size: 0.875rem;
    line-height: 1.4;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 14px;
    border: 1px solid ${(p) => p.theme.color.ink};
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.8125rem;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${(p) => p.theme.color.ink};
    color: ${(p) => p.theme.color.paper};
  }
`;

/** One numbered section of a policy (h2) or one of its subsections (h3), with lists and contact links. */
export function LegalSection({ section, level = 2 }: { section: LegalSectionData; level?: 2 | 3 }) {
  const HeadingTag = level === 2 ? Heading : SubHeading;
  return (
    <Section id={section.id} aria-labelledby={`${section.id}-heading`} $level={level}>
      <HeadingTag id={`${section.id}-heading`}>
        {/* The space keeps '1 Your Account' readable as text; flex layout ignores it visually. */}
        {section.number ? (
          <>
            <SectionNumber>{section.number}</SectionNumber>{' '}
          </>
        ) : null}
        <span>{section.heading}</span>
      </HeadingTag>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && section.compactList ? (
        <Compact>
          <p>{legalLabels.countryCount(section.list.length)}</p>
          <ul>
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Compact>
      ) : null}
      {section.list && !section.compactList ? (
        <List>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      ) : null}
      {section.links?.length ? (
        <Links aria-label={legalLabels.contactLinks}>
          {section.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </Links>
      ) : null}
      {section.subsections?.map((sub) => (
        <LegalSection key={sub.id} section={sub} level={3} />
      ))}
    </Section>
  );
}
