import { AppLink } from '../../components/links/app-link';
import styled from 'styled-components';
import { footerNav, footerServices, footerText, policyLinks, socialLinks } from '../../../content/nav';
import { site } from '../../../content/site';
import { SocialIcon } from '../../components/icons/icons';
import { SquareMark, Wordmark } from '../../components/logo';
import { desktop } from '../../styles/theme';

const Root = styled.footer`
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.paper};
  padding: 72px ${(p) => p.theme.size.gutter} 32px;
  /* Layer lines: a faint rule every 6 px along the top edge. */
  background-image: repeating-linear-gradient(to bottom, rgba(244, 241, 234, 0.06) 0 1px, transparent 1px 6px);
  background-size: 100% 48px;
  background-repeat: no-repeat;
`;

const Grid = styled.div`
  display: grid;
  gap: 40px;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 0 auto;
  grid-template-columns: 1fr;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${desktop} {
    grid-template-columns: 1.6fr repeat(3, 1fr) auto;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  p {
    max-width: 34ch;
    color: ${(p) => p.theme.color.stoneLight};
  }
`;

const Lockup = styled.span`
  display: flex;
  align-items: center;
  gap: 14px;
`;

const Column = styled.div`
  h2 {
    margin-bottom: 14px;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${(p) => p.theme.color.stoneLight};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  a,
  address {
    color: inherit;
    font-style: normal;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Socials = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid rgba(244, 241, 234, 0.2);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 16px;
  max-width: ${(p) => p.theme.size.maxWidth};
  margin: 56px auto 0;
  padding-top: 24px;
  border-top: 1px solid rgba(244, 241, 234, 0.14);
  font-size: 0.8125rem;
  color: ${(p) => p.theme.color.stoneLight};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: inherit;
  }
`;

/** Keeps each side of the address whole (browsers otherwise break after the domain's hyphen); it may only wrap after the @. */
const Unbroken = styled.span`
  white-space: nowrap;
`;

function EmailText({ address }: { address: string }) {
  const [local, domain] = address.split('@');
  return (
    <>
      <Unbroken>{local}@</Unbroken>
      <wbr />
      <Unbroken>{domain}</Unbroken>
    </>
  );
}

/** One titled list of footer links. */
function LinkColumn({ heading, items }: { heading: string; items: typeof footerNav }) {
  return (
    <Column>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <AppLink to={item.href}>{item.label}</AppLink>
          </li>
        ))}
      </ul>
    </Column>
  );
}

/** Site footer: studio, contact, navigation, socials and the five policy links. */
export function Footer() {
  return (
    <Root id="footer">
      <Grid>
        <Brand>
          <Lockup>
            <SquareMark size={32} />
            <Wordmark />
          </Lockup>
          <p>{site.shortDescription}</p>
          <Socials aria-label={footerText.socialHeading}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.url} aria-label={social.label} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </Socials>
        </Brand>
        <LinkColumn heading={footerText.navHeading} items={footerNav} />
        <LinkColumn heading={footerText.servicesHeading} items={footerServices} />
        <Column>
          <h2>{footerText.addressHeading}</h2>
          <address>
            {site.address.street}
            <br />
            {site.address.city}, {site.address.region} {site.address.postalCode}
          </address>
        </Column>
        <Column>
          <h2>{footerText.contactHeading}</h2>
          <ul>
            <li>
              <a href={site.phone.href}>{site.phone.display}</a>
            </li>
            <li>
              <a href={site.emailHref}>
                <EmailText address={footerText.contactLinkLabel} />
              </a>
            </li>
          </ul>
        </Column>
      </Grid>
      <Bottom>
        <span>
          © {site.footerYear} {site.legalName}
        </span>
        <nav aria-label={footerText.policiesHeading}>
          <ul>
            {policyLinks.map((item) => (
              <li key={item.href}>
                <AppLink to={item.href}>{item.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Bottom>
    </Root>
  );
}
