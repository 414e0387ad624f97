import { projectIdFromPath } from '../../app/pages/project/project-id';
import { getProject } from '../../content/projects';
import { site } from '../../content/site';
import type { Project } from '../../content/types';

/**
 * schema.org JSON-LD for a page, by the screen module that renders it: the studio on the home page, the
 * project on a project page. Server-only: it goes into the document's head, and no browser script
 * needs it (test/unit/bundle-budget.test.ts).
 */
export function structuredDataFor(module: string, pathname: string, publicUrl: string): object | undefined {
  if (module === 'pages/home/route') return localBusinessData(publicUrl);
  if (module === 'pages/project/route') {
    const project = getProject(projectIdFromPath(pathname));
    return project ? projectData(project, publicUrl) : undefined;
  }
  return undefined;
}

/** schema.org LocalBusiness for the studio (home page), from the one identity module. */
export function localBusinessData(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#studio`,
    name: site.fullName,
    legalName: site.legalName,
    description: site.shortDescription,
    url: `${publicUrl}/`,
    email: site.email,
    telephone: site.phone.e164,
    image: `${publicUrl}/media/img/og/default-1200.jpg`,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: site.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: site.socials.map((social) => social.url),
  };
}

/** schema.org CreativeWork for a project page. */
export function projectData(project: Project, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    genre: project.category,
    description: project.description.join(' '),
    url: `${publicUrl}/project/${project.id}`,
    dateCreated: String(project.details.year),
    material: project.details.materials,
    image: `${publicUrl}/media/img/${project.heroImage}-1600.jpg`,
    creator: { '@id': `${publicUrl}/#studio` },
  };
}
