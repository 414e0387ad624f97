import { site } from '../site';
import { teamMembers } from '../team';
import type { LegalDocument } from '../types';
import { generalEmailLink, phoneLink } from './shared-clauses';

export const legalNotice: LegalDocument = {
  slug: 'legal-notice',
  title: 'Legal Notice',
  intro: `This website is published by ${site.legalName}.`,
  sections: [
    {
      id: 'company-information',
      heading: 'Company Information',
      paragraphs: [`${site.legalName} is a Florida limited liability company, founded in ${site.foundingYear}.`],
      list: [
        `Company name: ${site.legalName}`,
        `Trading as: ${site.fullName}`,
        `Managing partner: ${teamMembers[0]?.name ?? ''}`,
        `Registered office: ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, United States`,
        `Phone: ${site.phone.display}`,
        `Email: ${site.email}`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        `The fastest way to reach us is by email at ${site.email}. Customer service and complaints about orders are handled at ${site.supportEmail}.`,
      ],
      links: [generalEmailLink, phoneLink],
    },
    {
      id: 'responsibility-for-content',
      heading: 'Responsibility for Content',
      paragraphs: [
        'We prepare the content of this website with care, but we cannot guarantee that it is complete, accurate or current at all times. Project descriptions, material data and prices are given for information and may change without notice.',
      ],
    },
    {
      id: 'external-links',
      heading: 'External Links',
      paragraphs: [
        'This website links to third-party websites, such as social networks and the official sites of parks and resorts. We have no control over their content and are not responsible for it. A link does not imply endorsement in either direction.',
      ],
    },
    {
      id: 'trademarks',
      heading: 'Trademarks and Third-Party Names',
      paragraphs: [
        'Names of venues, parks, brands and companies mentioned on this website belong to their respective owners. They are used only to describe places where our work has been installed and do not imply that those owners sponsor or endorse us.',
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright',
      paragraphs: [
        `The text, images, videos, designs and code on this website are the property of ${site.legalName} unless stated otherwise. You may not copy, reproduce or distribute them without our written permission, except for personal, non-commercial viewing.`,
      ],
    },
  ],
};
