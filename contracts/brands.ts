import { z } from 'zod';

/**
 * The three brand variants (docs/rules.md#brands), as data. The web app picks one from the host-name prefix at
 * start-up and sends its id as `X-Brand` on every call; the server reads it on every call (PDF styling, mail
 * templates).
 *
 * Readings taken where the original names a flag but not its brand: the customer-data panel belongs to the clivet
 * theme, the brand-specific PDF to prolux hosts (as the original says), and the fan advanced-settings toggle is
 * hidden in the prolux theme.
 */
export const BRAND_IDS = ['airsizer', 'clivet', 'prolux'] as const;
export const BrandIdSchema = z.enum(BRAND_IDS);
export type BrandId = z.infer<typeof BrandIdSchema>;
export const DEFAULT_BRAND: BrandId = 'airsizer';
export const BRAND_HEADER = 'X-Brand';

export interface BrandPalette {
  primary: string;
  secondary: string;
  background: string;
  paper: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** The footer's link list (docs/rules.md#shell: product, about us, references, catalogues, career, blog, contact,
 * documents, team). */
export interface BrandLinks {
  product: string;
  aboutUs: string;
  references: string;
  catalogues: string;
  career: string;
  blog: string;
  contact: string;
  documents: string;
  team: string;
  serviceAndTools: string;
}

export interface Brand {
  id: BrandId;
  /** Host names starting with this select the brand; null for the default brand. */
  hostPrefix: string | null;
  name: string;
  /** The company printed in the footer's copyright line. */
  company: string;
  softwareName: string;
  theme: { light: BrandPalette; dark: BrandPalette };
  /** Where the new-project map opens when the user has no saved position. */
  office: LatLng & { label: string };
  links: BrandLinks;
  flags: {
    customerDataPanel: boolean;
    brandPdf: boolean;
    fanAdvancedToggleHidden: boolean;
  };
}

const airsizerLinks: BrandLinks = {
  product: '/ahu-type/compact',
  aboutUs: '/about',
  references: '/about#references',
  catalogues: '/about#catalogues',
  career: '/about#career',
  blog: '/about#blog',
  contact: '/about#contact',
  documents: '/about#documents',
  team: '/about#team',
  serviceAndTools: '/mollier_chart',
};

export const BRANDS: Record<BrandId, Brand> = {
  airsizer: {
    id: 'airsizer',
    hostPrefix: null,
    name: 'AirSizer',
    company: 'AirSizer',
    softwareName: 'AirSizer',
    theme: {
      light: { primary: '#0b6e99', secondary: '#f39200', background: '#f5f7fa', paper: '#ffffff' },
      dark: { primary: '#4fb3df', secondary: '#ffb74d', background: '#10161c', paper: '#18212a' },
    },
    // New Belgrade business district.
    office: { lat: 44.8125, lng: 20.4162, label: 'Belgrade' },
    links: airsizerLinks,
    flags: { customerDataPanel: false, brandPdf: false, fanAdvancedToggleHidden: false },
  },
  clivet: {
    id: 'clivet',
    hostPrefix: 'clivet',
    name: 'Clivet',
    company: 'Clivet S.p.A.',
    softwareName: 'AirSizer for Clivet',
    theme: {
      light: { primary: '#00539f', secondary: '#e30613', background: '#f4f6f9', paper: '#ffffff' },
      dark: { primary: '#5c9ddb', secondary: '#ff5a5f', background: '#0e1420', paper: '#172030' },
    },
    office: { lat: 46.0186, lng: 11.9103, label: 'Feltre' },
    links: {
      product: 'https://www.clivet.com/en/products',
      aboutUs: 'https://www.clivet.com/en/about-us',
      references: 'https://www.clivet.com/en/references',
      catalogues: 'https://www.clivet.com/en/catalogues',
      career: 'https://www.clivet.com/en/careers',
      blog: 'https://www.clivet.com/en/news',
      contact: 'https://www.clivet.com/en/contacts',
      documents: 'https://www.clivet.com/en/documents',
      team: 'https://www.clivet.com/en/about-us',
      serviceAndTools: 'https://www.clivet.com/en/service',
    },
    flags: { customerDataPanel: true, brandPdf: false, fanAdvancedToggleHidden: false },
  },
  prolux: {
    id: 'prolux',
    hostPrefix: 'prolux',
    name: 'Prolux',
    company: 'Prolux',
    softwareName: 'AirSizer for Prolux',
    theme: {
      light: { primary: '#2e7d32', secondary: '#ffb300', background: '#f5f8f5', paper: '#ffffff' },
      dark: { primary: '#81c784', secondary: '#ffd54f', background: '#0f1a12', paper: '#17241a' },
    },
    office: { lat: 44.8125, lng: 20.4162, label: 'Belgrade' },
    links: airsizerLinks,
    flags: { customerDataPanel: false, brandPdf: true, fanAdvancedToggleHidden: true },
  },
};
