import { site } from '../site';
import type { LegalDocument } from '../types';
import {
  accountClause,
  complaintsClause,
  contactClause,
  contractClause,
  customsClause,
  damageReportParagraph,
  DELIVERY_BUSINESS_DAYS,
  disclaimerClause,
  electronicCommunicationsClause,
  governingLawParagraph,
  partiesParagraph,
  pricesClause,
  restrictedCountriesList,
  restrictedCountriesParagraph,
  shippingMethodParagraph,
} from './shared-clauses';

export const termsOfService: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  lastUpdated: 'July 21, 2025',
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      paragraphs: [
        `These Terms of Service apply to your use of the ${site.name} website and to every purchase made through our online store. By using the website or placing an order, you agree to them. Please read them together with our Shipping Policy, Refund Policy and Privacy Policy.`,
        partiesParagraph,
        governingLawParagraph,
      ],
    },
    accountClause('1'),
    contractClause('2'),
    {
      id: 'deliveries',
      number: '3',
      heading: 'Deliveries',
      paragraphs: [
        shippingMethodParagraph,
        `We aim to deliver within ${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days; full details are in our Shipping Policy.`,
        damageReportParagraph,
        restrictedCountriesParagraph,
      ],
      list: restrictedCountriesList(),
      compactList: true,
    },
    complaintsClause('4', 'Comments and Complaints Policy'),
    pricesClause('5'),
    customsClause('6', 'Customs'),
    disclaimerClause('7', 'Disclaimer and Limitation of Liability'),
    electronicCommunicationsClause('8'),
    contactClause('Contact Information'),
  ],
};
