import { site } from '../site';
import type { LegalDocument } from '../types';
import { contactClause, damageReportParagraph } from './shared-clauses';

export const refundPolicy: LegalDocument = {
  slug: 'refund-policy',
  title: 'Refund Policy',
  lastUpdated: 'July 21, 2025',
  intro: `Each ${site.name} product is printed, finished and inspected before it leaves our workshop. If you receive an incorrect, defective or damaged product, we will put it right. This policy explains how.`,
  sections: [
    {
      id: 'return-of-products',
      number: '1',
      heading: 'Return of Products',
      paragraphs: [
        damageReportParagraph,
        'Once we have reviewed your report, we will authorize the return and send you a return authorization number. Please quote it on all correspondence and show it clearly on the package.',
        'We arrange for a courier to collect the product from your delivery address at a time agreed with you. Returned products must be unused and packed adequately, with all of their original packaging.',
      ],
    },
    {
      id: 'refunds',
      number: '2',
      heading: 'Refunds',
      paragraphs: [
        'We process your refund as soon as we receive the returned product, or earlier if you provide proof that it has been returned. Refunds are paid to the original payment method.',
        'If a product is returned damaged through handling after delivery, or not in the condition described above, we may withhold all or part of the refund or charge the corresponding amount to your payment method.',
        'The time it takes for a refund to appear on your statement depends on your bank or card issuer and is outside our control.',
      ],
    },
    contactClause('Contact Information'),
  ],
};
