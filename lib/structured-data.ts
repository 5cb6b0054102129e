import 'server-only';
import { createdAt, tagList, type Local, type Note, type Offer, type Project } from '@/lib/content';
import { plainText } from '@/lib/format/text';
import { withPlus } from '@/lib/format/phone';
import { entry } from '@/lib/resume/model';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';

/** The owner is one person in every language: one id, at the home page of the site's own language. */
const personId = () => `${absoluteUrl(routes.home)}#person`;

export function personLd(local: Local) {
  const { about } = local;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(),
    name: local.ownerName,
    jobTitle: about.title || undefined,
    description: local.description,
    image: about.avatar ? absoluteUrl(about.avatar) : undefined,
    email: about.email ? `mailto:${about.email}` : undefined,
    url: absoluteUrl(local.path(routes.home)),
    sameAs: local.socialLinks.map((link) => link.link),
  };
}

export function cvPersonLd(local: Local) {
  const { about, cv } = local;
  const timeline = (items: Local['experience']) => items.map(entry);
  const current = timeline(local.experience).find((item) => item.to === undefined && item.place);
  return {
    ...personLd(local),
    telephone: about.phone ? withPlus(about.phone) : undefined,
    address: about.address ? { '@type': 'PostalAddress', streetAddress: about.address } : undefined,
    worksFor: current && { '@type': 'Organization', name: current.place },
    alumniOf: timeline(local.education)
      .filter((item) => item.place)
      .map((item) => ({ '@type': 'EducationalOrganization', name: item.place })),
    knowsAbout: local.skills.map((skill) => skill.name),
    knowsLanguage: cv.languages.map((language) => ({ '@type': 'Language', name: language.name })),
    hasCredential: cv.certificates.map((certificate) => ({
      '@type': 'EducationalOccupationalCredential',
      name: certificate.name,
      recognizedBy: certificate.issuer && { '@type': 'Organization', name: certificate.issuer },
      dateCreated: certificate.date,
      url: certificate.url && absoluteUrl(certificate.url),
    })),
    award: cv.awards.length ? cv.awards.map((award) => award.title) : undefined,
    mainEntityOfPage: absoluteUrl(local.path(routes.cv)),
  };
}

export function profilePageLd(local: Local) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(local.path(routes.home)),
    inLanguage: local.language,
    mainEntity: { '@id': personId() },
  };
}

const ownerRef = (local: Local) => ({
  '@type': 'Person',
  '@id': personId(),
  name: local.ownerName,
  url: absoluteUrl(local.path(routes.home)),
});

/** UN/CEFACT codes, as schema.org's unitCode expects; a project's price is for the whole. */
const UNIT_CODES = { day: 'DAY', hour: 'HUR', month: 'MON' } as const;

function priceLd(price: NonNullable<Offer['price']>) {
  const value = price.amount ?? price.from!;
  return {
    price: value,
    priceCurrency: price.currency,
    priceSpecification: {
      '@type': price.unit === 'project' ? 'PriceSpecification' : 'UnitPriceSpecification',
      priceCurrency: price.currency,
      ...(price.amount !== undefined ? { price: value } : { minPrice: value }),
      ...(price.unit !== 'project' && { unitCode: UNIT_CODES[price.unit] }),
    },
  };
}

export function offerCatalogLd(local: Local) {
  const url = absoluteUrl(local.path(routes.hire));
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: local.t('hire.title'),
    url,
    inLanguage: local.language,
    provider: ownerRef(local),
    itemListElement: local.offers.map((offer) => ({
      '@type': 'Offer',
      '@id': `${url}#offer-${offer.id}`,
      name: offer.name,
      description: offer.summary,
      url: `${url}#offer-${offer.id}`,
      offeredBy: ownerRef(local),
      itemOffered: { '@type': 'Service', name: offer.name, description: offer.summary },
      ...(offer.price && priceLd(offer.price)),
    })),
  };
}

export function creativeWorkLd(local: Local, project: Project) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.name,
    description: plainText(project.summary ?? project.description ?? '', 300) || undefined,
    url: absoluteUrl(local.path(routes.project(project.slug))),
    inLanguage: local.language,
    image: [project.cover, project.avatar, ...project.images.map((i) => i.image)]
      .filter(Boolean)
      .map((src) => absoluteUrl(src!)),
    dateCreated: createdAt(project)?.toISOString(),
    keywords: tagList(project.tags).join(', ') || undefined,
    genre: project.category?.name,
    author: ownerRef(local),
  };
}

export function collectionPageLd(
  local: Local,
  page: { name: string; path: string; projects: Project[] },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    url: absoluteUrl(local.path(page.path)),
    inLanguage: local.language,
    about: { '@id': personId() },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.projects.length,
      itemListElement: page.projects.map((project, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: project.name,
        url: absoluteUrl(local.path(routes.project(project.slug))),
      })),
    },
  };
}

/** A note: in the language it is written in, which on a page of another is not the page's. */
export function blogPostingLd(local: Local, note: Note) {
  const url = absoluteUrl(local.path(routes.note(note.slug)));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#note`,
    headline: note.title,
    description: note.summary || undefined,
    url,
    mainEntityOfPage: url,
    inLanguage: note.language,
    datePublished: note.date,
    dateModified: note.updated ?? note.date,
    keywords: note.tags.map((tag) => tag.name).join(', ') || undefined,
    image: absoluteUrl(local.path(routes.shareImage(routes.note(note.slug)))),
    timeRequired: `PT${note.minutes}M`,
    author: ownerRef(local),
    publisher: { '@id': personId() },
    about: note.projects.flatMap((slug) => {
      const project = local.project(slug);
      return project
        ? [
            {
              '@type': 'CreativeWork',
              name: project.name,
              url: absoluteUrl(local.path(routes.project(slug))),
            },
          ]
        : [];
    }),
  };
}

export function blogLd(local: Local, notes: readonly Note[], path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: local.t('notes.pageTitle', { owner: local.ownerName }),
    url: absoluteUrl(local.path(path)),
    inLanguage: local.language,
    author: ownerRef(local),
    blogPost: notes.map((note) => ({
      '@type': 'BlogPosting',
      headline: note.title,
      url: absoluteUrl(local.path(routes.note(note.slug))),
      datePublished: note.date,
      inLanguage: note.language,
    })),
  };
}

/** The trail to a page: each crumb's path is the site's own (lib/routes.ts), made the page's language's. */
export function breadcrumbLd(local: Local, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(local.path(crumb.path)),
    })),
  };
}
