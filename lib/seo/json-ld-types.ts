/**
 * The schema.org shapes our builders emit: only the properties we fill, so a typo or a
 * missing required field is a type error rather than a silent rich-result loss.
 */
export type WithContext<T> = T & { readonly '@context': 'https://schema.org' };

export interface ImageObject {
  readonly '@type': 'ImageObject';
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

export interface OrganizationRef {
  readonly '@type': 'MedicalBusiness';
  readonly '@id': string;
  readonly name: string;
  readonly url?: string;
  readonly logo?: ImageObject;
}

export interface MedicalBusiness {
  readonly '@type': 'MedicalBusiness';
  readonly '@id': string;
  readonly name: string;
  readonly alternateName: readonly string[];
  readonly description: string;
  readonly url: string;
  readonly logo: ImageObject;
  readonly image: string;
  readonly telephone: string;
  readonly email: string;
  readonly address: {
    readonly '@type': 'PostalAddress';
    readonly streetAddress: string;
    readonly addressLocality: string;
    readonly addressRegion: string;
    readonly addressCountry: string;
  };
  readonly geo: { readonly '@type': 'GeoCoordinates'; readonly latitude: number; readonly longitude: number };
  readonly openingHoursSpecification: readonly {
    readonly '@type': 'OpeningHoursSpecification';
    readonly dayOfWeek: readonly string[];
    readonly opens: string;
    readonly closes: string;
  }[];
  readonly priceRange: string;
  readonly sameAs: readonly string[];
  readonly areaServed: AdministrativeArea;
  readonly foundingDate: string;
}

export interface AdministrativeArea {
  readonly '@type': 'AdministrativeArea';
  readonly name: string;
}

export interface Service {
  readonly '@type': 'Service';
  readonly '@id': string;
  readonly name: string;
  readonly serviceType: string;
  readonly description: string;
  readonly url: string;
  readonly inLanguage: string;
  readonly provider: OrganizationRef;
  readonly areaServed: AdministrativeArea;
  readonly availableChannel: readonly {
    readonly '@type': 'ServiceChannel';
    readonly name: string;
    readonly serviceLocation?: { readonly '@id': string };
    readonly serviceUrl?: string;
  }[];
  readonly offers: {
    readonly '@type': 'AggregateOffer';
    readonly priceCurrency: 'HKD';
    readonly lowPrice: number;
    readonly highPrice: number;
    readonly offerCount: number;
    readonly url: string;
  };
}

export interface WebSite {
  readonly '@type': 'WebSite';
  readonly '@id': string;
  readonly name: string;
  readonly alternateName: string;
  readonly url: string;
  readonly inLanguage: string;
  readonly publisher: { readonly '@id': string };
}

export interface BreadcrumbList {
  readonly '@type': 'BreadcrumbList';
  readonly itemListElement: readonly {
    readonly '@type': 'ListItem';
    readonly position: number;
    readonly name: string;
    readonly item: string;
  }[];
}

export interface FaqPage {
  readonly '@type': 'FAQPage';
  readonly mainEntity: readonly {
    readonly '@type': 'Question';
    readonly name: string;
    readonly acceptedAnswer: { readonly '@type': 'Answer'; readonly text: string };
  }[];
}

export interface PersonRef {
  readonly '@type': 'Person';
  readonly '@id': string;
  readonly name: string;
  readonly url: string;
  readonly jobTitle?: string;
}

export interface Person extends PersonRef {
  readonly alternateName: string;
  readonly jobTitle: string;
  readonly description: string;
  readonly image: string;
  readonly knowsLanguage: readonly string[];
  readonly knowsAbout: readonly string[];
  readonly worksFor: OrganizationRef;
  readonly hasCredential?: readonly {
    readonly '@type': 'EducationalOccupationalCredential';
    readonly name: string;
    readonly credentialCategory: string;
    readonly recognizedBy?: { readonly '@type': 'Organization'; readonly name: string };
  }[];
  readonly memberOf?: readonly { readonly '@type': 'Organization'; readonly name: string; readonly url?: string }[];
}

export interface BlogPosting {
  readonly '@type': 'BlogPosting';
  readonly headline: string;
  readonly description: string;
  readonly image: readonly string[];
  readonly datePublished: string;
  readonly dateModified: string;
  readonly inLanguage: string;
  readonly url: string;
  readonly author: PersonRef;
  readonly publisher: OrganizationRef;
  readonly mainEntityOfPage: { readonly '@type': 'WebPage'; readonly '@id': string };
}

export interface ProfilePage {
  readonly '@type': 'ProfilePage';
  readonly url: string;
  readonly inLanguage: string;
  readonly mainEntity: Person;
}
