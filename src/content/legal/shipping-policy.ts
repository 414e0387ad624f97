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

export const shippingPolicy: LegalDocument = {
  slug: 'shipping-policy',
  title: 'Shipping Policy',
  lastUpdated: 'July 21, 2025',
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      paragraphs: [
        `This Shipping Policy explains how products bought from the ${site.name} store are prepared, shipped and delivered, and what to do if something arrives damaged. It forms part of our Terms of Service.`,
        partiesParagraph,
      ],
    },
    accountClause('1'),
    contractClause('2'),
    {
      id: 'shipping-and-delivery',
      number: '3',
      heading: 'Shipping and Delivery',
      paragraphs: [shippingMethodParagraph],
      subsections: [
        {
          id: 'delivery-times',
          number: '3.1',
          heading: 'Delivery Times',
          paragraphs: [
            `We aim to deliver every order within ${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days of order confirmation. Orders that need special handling, such as oversized pieces, custom colors or freight delivery, may take longer; we will tell you if that applies.`,
            'During peak periods, such as holidays and major sales, please allow one additional business day before contacting us about a delivery.',
          ],
        },
        {
          id: 'product-care-and-handling',
          number: '3.2',
          heading: 'Product Care and Handling',
          paragraphs: [
            'Every piece is inspected, wrapped and packed in our Orlando workshop to protect printed surfaces and coated finishes in transit. Please keep all original packaging until you are satisfied with your order, as it is needed for any return.',
            damageReportParagraph,
          ],
        },
        {
          id: 'restricted-countries',
          number: '3.3',
          heading: 'Restricted Countries',
          paragraphs: [restrictedCountriesParagraph],
          list: restrictedCountriesList(),
          compactList: true,
        },
      ],
    },
    pricesClause('4'),
    customsClause('5', 'Customs and Import Duties'),
    complaintsClause('6', 'Comments and Complaints'),
    disclaimerClause('7', 'Disclaimer'),
    electronicCommunicationsClause('8'),
    contactClause('Contact', '9'),
    {
      id: 'disputes',
      number: '10',
      heading: 'Disputes',
      paragraphs: [
        'If you are unhappy with a delivery, please contact us first. Most issues are resolved quickly once we have your order number and a description of the problem.',
        governingLawParagraph,
      ],
    },
  ],
};
