import { site } from '../site';
import type { LegalDocument } from '../types';
import { governingLawParagraph, privacyEmailLink } from './shared-clauses';

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: 'July 21, 2025',
  intro: `${site.legalName} (“${site.name}”, “we”, “us”) respects your privacy. This policy explains what personal information we collect through this website and our store, why we collect it, who we share it with and the choices you have.`,
  sections: [
    {
      id: 'information-we-collect',
      number: '1',
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to answer you, fulfil orders and keep the website running:'],
      list: [
        'Contact messages: your name, email address, optional phone number and the content of your message.',
        'Orders and accounts: your name, billing and delivery addresses, email, phone number, order history and account credentials. Card payments are handled by our payment processor; we do not store full card numbers.',
        'Technical data: IP address, browser type, pages requested and the date and time of each request, kept in server logs for security and troubleshooting.',
      ],
    },
    {
      id: 'how-we-use-information',
      number: '2',
      heading: 'How We Use Your Information',
      paragraphs: ['We use personal information to:'],
      list: [
        'reply to inquiries and prepare proposals and quotes;',
        'process, ship and support your orders, including returns and refunds;',
        'send service messages such as order and shipping confirmations;',
        'protect the website against abuse, fraud and security threats;',
        'meet our legal, tax and accounting obligations.',
      ],
    },
    {
      id: 'sharing',
      number: '3',
      heading: 'How We Share Information',
      paragraphs: [
        'We do not sell your personal information, and we do not share it for cross-context behavioral advertising.',
        'We share it only with service providers who help us run the business, such as hosting, email delivery, payment processing and shipping carriers, under contracts that limit their use of it, and with authorities where the law requires.',
      ],
    },
    {
      id: 'cookies',
      number: '4',
      heading: 'Cookies and Similar Technologies',
      paragraphs: [
        'Public pages of this website do not set advertising or tracking cookies. We use a strictly necessary session cookie only for signed-in areas, so that you stay signed in securely.',
      ],
    },
    {
      id: 'global-privacy-control',
      number: '5',
      heading: 'Global Privacy Control and Do Not Track',
      paragraphs: [
        'We honor the Global Privacy Control (GPC) signal. When your browser sends it, we treat it as a valid request to opt out of any sale or sharing of your personal information for that browser.',
        'There is no common industry standard for other “Do Not Track” signals, so we do not respond to them.',
      ],
    },
    {
      id: 'retention',
      number: '6',
      heading: 'Data Retention',
      paragraphs: [
        'We keep contact messages for as long as needed to handle your inquiry and any project that follows, and order records for as long as tax and accounting rules require. Server logs are deleted on a rolling basis.',
      ],
    },
    {
      id: 'security',
      number: '7',
      heading: 'Security',
      paragraphs: [
        'We protect personal information with encryption in transit, access controls and careful selection of service providers. No system is perfectly secure, but we work to keep your information safe and to act quickly if something goes wrong.',
      ],
    },
    {
      id: 'your-rights',
      number: '8',
      heading: 'Your Privacy Rights',
      paragraphs: [
        'Depending on where you live, you may have the right to know what personal information we hold about you, to receive a copy of it, to correct it, to have it deleted, and to opt out of its sale or sharing. We honor these requests regardless of where you live, as far as the law allows.',
        `To make a request, email ${site.privacyEmail}. We will verify your identity before acting on it and respond within the time the law requires. You may use an authorized agent, and we will not discriminate against you for exercising your rights.`,
      ],
      links: [privacyEmailLink],
    },
    {
      id: 'children',
      number: '9',
      heading: 'Children’s Privacy',
      paragraphs: [
        `This website is not directed to children, and we do not knowingly collect personal information from children under 13. If you believe a child has sent us personal information, contact us and we will delete it. Purchases from our store are limited to adults aged 18 or over.`,
      ],
    },
    {
      id: 'changes',
      number: '10',
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time. The date at the top shows when it last changed; significant changes will be highlighted on this page.',
      ],
    },
    {
      id: 'governing-law',
      number: '11',
      heading: 'Governing Law',
      paragraphs: [governingLawParagraph],
    },
    {
      id: 'contact',
      number: '12',
      heading: 'Contact Us',
      paragraphs: [
        `For any question about this policy or your personal information, write to ${site.privacyEmail}, or by post to ${site.legalName}, ${site.address.singleLine}.`,
      ],
      links: [privacyEmailLink],
    },
  ],
};
