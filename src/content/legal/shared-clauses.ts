/**
 * Clauses shared by the Terms of Service, Shipping Policy and Refund Policy. Each document composes
 * these instead of repeating the wording, so a rule changes in one place. Numbers are passed in
 * because the same clause sits at a different position in different documents.
 */
import { site } from '../site';
import type { LegalLink, LegalSection } from '../types';
import { restrictedCountries } from './restricted-countries';

export const MINIMUM_AGE = 18;
export const DAMAGE_REPORT_HOURS = 24;
export const DELIVERY_BUSINESS_DAYS = { min: 15, max: 20 } as const;
export const COMPLAINT_RESPONSE_BUSINESS_DAYS = 1;

export const supportEmailLink: LegalLink = { label: site.supportEmail, href: site.supportEmailHref };
export const generalEmailLink: LegalLink = { label: site.email, href: site.emailHref };
export const privacyEmailLink: LegalLink = { label: site.privacyEmail, href: site.privacyEmailHref };
export const phoneLink: LegalLink = { label: site.phone.display, href: site.phone.href };

/** 'we' / 'us' definition used in every document introduction. */
export const partiesParagraph = `In this document, “${site.name}”, “we”, “us” and “our” mean ${site.legalName}, a Florida limited liability company based at ${site.address.singleLine}. “You” means the person using this website or buying from our store.`;

export const governingLawParagraph = `This document and any dispute arising from it or from your use of this website are governed by the laws of the United States and the State of Florida, without regard to conflict-of-law rules. You agree that the state and federal courts located in Orlando, Florida have exclusive jurisdiction, and you consent to their personal jurisdiction.`;

export const damageReportParagraph = `If a product arrives damaged, defective or is not what you ordered, tell us within ${DAMAGE_REPORT_HOURS} hours of receiving it by writing to ${site.supportEmail}. Include photographs or other graphic evidence of the problem, your full name, your order number and a contact phone number. Reports received after this window, or without this information, may not be accepted.`;

export const shippingMethodParagraph = `We ship from the United States by standard express service to every destination except the restricted countries listed in these terms. When your order leaves our workshop you will receive a shipping confirmation email with a tracking number.`;

export const restrictedCountriesParagraph = `We cannot deliver to the countries listed below. If your delivery address is in one of them, your order will be refused and we will ask you to provide a delivery address in another country.`;

export function restrictedCountriesList(): string[] {
  return [...restrictedCountries];
}

export function accountClause(number: string): LegalSection {
  return {
    id: 'your-account',
    number,
    heading: 'Your Account',
    paragraphs: [
      `To buy from our store you must be at least ${MINIMUM_AGE} years old and pay with a valid credit card in your own name. By placing an order you confirm that both are true.`,
      'If you create an account, you are responsible for keeping your password confidential and for all activity under your account. The registration information you give us must be accurate, complete and kept up to date.',
      `${site.name} may refuse service, suspend or close accounts, and remove or edit content at its discretion, in particular when these terms are breached. When using our website, our store or any of our communication channels, you must not:`,
    ],
    list: [
      'harass, threaten or intimidate any person;',
      'impersonate any person or misrepresent your affiliation with anyone;',
      'upload or send content that is unlawful, defamatory, obscene or abusive;',
      'interfere with the security or operation of the website.',
    ],
  };
}

export function contractClause(number: string): LegalSection {
  return {
    id: 'our-contract',
    number,
    heading: 'Our Contract',
    paragraphs: [
      'Our website is an invitation to buy, not an offer. When you place an order, you make an offer to buy the products in your cart. A binding contract exists only when we accept that offer by sending you an order confirmation email.',
      `Until then, and in exceptional cases afterwards (for example a pricing error, a production issue or an undeliverable address), ${site.name} may cancel an order on its own initiative. If we do, we will tell you and refund anything you have paid, at no cost to you.`,
      'Products remain our property until we have received full payment for them.',
      'You can follow the status of your orders, including tracking details once shipped, under My Profile in your account.',
    ],
  };
}

export function pricesClause(number: string): LegalSection {
  return {
    id: 'prices-and-availability',
    number,
    heading: 'Prices and Availability',
    paragraphs: [
      'All prices are shown in U.S. dollars and apply only to products offered and shipped from the United States.',
      'Applicable sales taxes and shipping costs are added at checkout. The shipping cost is always shown to you before you pay.',
      'Many of our products are printed to order. We do our best to keep availability and lead times accurate, but we cannot guarantee that every product will be available, and any dates we give are estimates.',
    ],
  };
}

export function customsClause(number: string, heading: string): LegalSection {
  return {
    id: 'customs',
    number,
    heading,
    paragraphs: [
      'For deliveries outside the United States you are the importer of record. You are responsible for any import duties, customs charges and local taxes, and for complying with the laws of the destination country.',
      'Each shipment includes a commercial invoice stating the exact purchase price, as customs authorities require.',
      'Large or multi-item orders may be split and shipped in several packages, which can arrive on different days.',
    ],
  };
}

export function complaintsClause(number: string, heading: string): LegalSection {
  return {
    id: 'complaints',
    number,
    heading,
    paragraphs: [
      `We want to hear when something has not gone right. Send complaints to ${site.supportEmail} with a subject line that says it is a complaint, and include your full name and order number so we can find your order quickly.`,
      `We aim to respond within ${COMPLAINT_RESPONSE_BUSINESS_DAYS} business day and will keep you informed until the matter is resolved.`,
    ],
    links: [supportEmailLink],
  };
}

export function disclaimerClause(number: string, heading: string): LegalSection {
  return {
    id: 'disclaimer',
    number,
    heading,
    paragraphs: [],
    subsections: [
      {
        id: 'no-warranties',
        number: `${number}.1`,
        heading: 'No Warranties',
        paragraphs: [
          'This website and its content are provided “as is” and “as available”. Except as expressly stated in these terms, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
          'Printed products show layer lines, slight variations in color and texture, and small dimensional tolerances that are inherent to large-format additive manufacturing. These are characteristics of the process, not defects.',
        ],
      },
      {
        id: 'limitation-of-liability',
        number: `${number}.2`,
        heading: 'Limitation of Liability',
        paragraphs: [
          `To the fullest extent permitted by law, ${site.legalName} is not liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits, revenue, data or goodwill, arising from your use of the website or our products. Our total liability for any claim relating to an order is limited to the amount you paid for that order.`,
        ],
      },
      {
        id: 'use-of-products',
        number: `${number}.3`,
        heading: 'Use of Products',
        paragraphs: [
          'Products must be used, installed and maintained as described in their documentation and within the stated operating temperatures and loads. We are not responsible for damage or injury caused by misuse, modification, improper installation or exposure to conditions beyond a product’s specification.',
        ],
      },
      {
        id: 'exclusions',
        number: `${number}.4`,
        heading: 'Exclusions and Severability',
        paragraphs: [
          'Some jurisdictions do not allow certain warranties to be excluded or liability to be limited, so parts of this section may not apply to you. Nothing in these terms limits liability that cannot be limited by law. If any provision is found unenforceable, the remaining provisions stay in full force.',
        ],
      },
    ],
  };
}

export function electronicCommunicationsClause(number: string): LegalSection {
  return {
    id: 'electronic-communications',
    number,
    heading: 'Electronic Communications',
    paragraphs: [
      'When you visit our website, place an order or write to us, you communicate with us electronically. You agree to receive communications from us electronically, including order confirmations, shipping confirmations and replies to your messages.',
      'You agree that all agreements, notices and other communications we provide electronically satisfy any legal requirement that such communications be in writing.',
    ],
  };
}

export function contactClause(heading: string, number?: string): LegalSection {
  return {
    id: 'contact',
    ...(number ? { number } : {}),
    heading,
    paragraphs: [
      `Questions about these terms, your order or a return can be sent to ${site.supportEmail}. For anything else, write to ${site.email} or call ${site.phone.display}.`,
      `${site.legalName}, ${site.address.singleLine}.`,
    ],
    links: [supportEmailLink, generalEmailLink, phoneLink],
  };
}
