/**
 * Types for the studio's static content. Everything under src/content is plain data:
 * no React, no Node APIs, so it can be bundled for both the server and the browser.
 */

/** Key of a generated image, e.g. 'projects/kasa-tapas/a'. Resolved to files by the media layer. */
export type MediaKey = string;

/** An app route path such as '/projects' or '/project/kasa-tapas'. */
export type RoutePath = string;

export interface PageMeta {
  title: string;
  description: string;
}

export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** Single-line form for footers and structured data fallbacks. */
  singleLine: string;
}

export interface PhoneNumber {
  /** Human form, e.g. '(407) 555-0142'. */
  display: string;
  /** E.164 form, e.g. '+14075550142'. */
  e164: string;
  /** Link form, e.g. 'tel:+14075550142'. */
  href: string;
}

export type SocialNetwork = 'x' | 'instagram' | 'linkedin' | 'tiktok';

export interface SocialProfile {
  network: SocialNetwork;
  label: string;
  handle: string;
  url: string;
}

export interface OpeningHoursSpec {
  /** Schema.org day names, e.g. ['Monday', 'Tuesday']. */
  days: string[];
  /** 24-hour 'HH:MM'. */
  opens: string;
  closes: string;
}

export interface GeoCoordinates {
  latitude: number;
  longitude: number;
}

/** A row of a page index: a link to another page with its kind and a one-line note. */
export interface IndexLink {
  label: string;
  href: RoutePath;
  kind: string;
  note: string;
}

export interface NavItem {
  label: string;
  href: RoutePath;
}

/** Layout hint for the editorial grids on the home and projects pages. */
export type GridClass = 'wide' | 'tall' | 'square' | 'large';

export type ProjectCategory =
  | 'Restaurant'
  | 'Hotel'
  | 'Entertainment'
  | 'Custom'
  | 'Immersive'
  | 'Museum Art'
  | 'Thematic Universe'
  | 'Signage';

export interface ProjectTile {
  id: string;
  image: MediaKey;
  hoverImage: MediaKey;
  title: string;
  category: string;
  gridClass: GridClass;
  link: RoutePath;
}

export interface ProjectDetails {
  client: string;
  year: string;
  materials: string;
  dimensions: string;
}

export interface Project {
  id: string;
  title: string;
  category: ProjectCategory;
  heroImage: MediaKey;
  /** Two or three paragraphs. */
  description: string[];
  featuredImage: MediaKey;
  additionalImages: MediaKey[];
  details: ProjectDetails;
}

export interface ReferenceDetails {
  scope: string[];
  duration: string;
  scale: string;
  collaboration: string;
}

export interface Reference {
  id: string;
  title: string;
  category: string;
  client: string;
  year: string;
  location: string;
  heroImage: MediaKey;
  description: string[];
  featuredImage: MediaKey;
  additionalImages: MediaKey[];
  details: ReferenceDetails;
  /** The 'Our Contribution' paragraph. */
  contribution: string;
  /** Official site of the park or resort, opened in a new tab. */
  website?: string;
}

export interface ReferenceCard {
  id: string;
  name: string;
  category: string;
  image: MediaKey;
  description: string;
}

export interface Partner {
  id: string;
  name: string;
  src: string;
  alt: string;
}

export type MaterialVersionType =
  | 'RECYCLED'
  | 'COMPOSITE'
  | 'COMPOSITE & RECYCLED'
  | 'STANDARD'
  | 'ENGINEERING'
  | 'FLEXIBLE'
  | 'BIODEGRADABLE'
  | 'HIGH-PERFORMANCE'
  | 'CLEANING';

export type MaterialIcon = 'recycle' | 'fiber' | 'flame' | 'leaf' | 'flex' | 'shield' | 'spark' | 'broom';

export interface MaterialVersion {
  name: string;
  type: MaterialVersionType;
  color: string;
  idealFor: string;
  extruders: string;
  icon: MaterialIcon;
  /** Filler share in percent, when the version is fiber- or mineral-filled. */
  fillerPercent?: number;
  /** Shore A hardness, for flexible grades. */
  shoreA?: number;
}

export interface TemperatureLimit {
  minC?: number;
  maxC: number;
}

export interface Material {
  abbreviation: string;
  fullName: string;
  /** One-line summary used in the compact specification table. */
  keyProperty: string;
  description: string;
  image: MediaKey;
  /** Null for materials that are not used in parts (the purge compound). */
  operatingTemperature: TemperatureLimit | null;
  versions: MaterialVersion[];
}

export interface MaterialSpecRow {
  material: string;
  keyProperty: string;
  maxOperatingTemperature: string;
}

export interface MachineFact {
  label: string;
  value: string;
  note?: string;
}

export interface StoreCollection {
  id: string;
  name: string;
  description: string;
  image: MediaKey;
  products: string[];
}

export interface StoreProduct {
  id: string;
  name: string;
  price: number;
  currency: 'USD';
  sizes: string[];
  images: MediaKey[];
  description: string;
  materials: string;
  dimensions: string;
  collectionId: string;
}

export interface TeamMember {
  id: string;
  name: string;
  title: string;
  bio: string;
  photo: MediaKey;
}

export interface Value {
  title: string;
  description: string;
}

export interface LegalSection {
  /** Anchor slug, unique within its document. */
  id: string;
  /** Display number such as '3' or '7.1'. */
  number?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Set the list as a compact multi-column block (long lists of short items, e.g. countries). */
  compactList?: boolean;
  /** Links shown after the paragraphs, e.g. a mailto contact. */
  links?: LegalLink[];
  subsections?: LegalSection[];
}

export interface LegalLink {
  label: string;
  href: string;
}

export interface LegalDocument {
  slug: string;
  title: string;
  lastUpdated?: string;
  intro?: string;
  sections: LegalSection[];
}

export interface ImageSection {
  heading: string;
  paragraphs: string[];
  image: MediaKey;
}

export interface HeroText {
  eyebrow?: string;
  heading: string;
  subheading: string;
  image: MediaKey;
}

export interface VideoSource {
  src: string;
  type: 'video/mp4' | 'video/webm';
  /** Only for viewports matching this media query; the first matching source plays. */
  media?: string;
}
