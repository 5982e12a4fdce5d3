/** The original's file names (docs/rules.md#documents): '<kind>_TechnicalCard.pdf' for the two data sheet downloads. */
export const technicalCardFileName = (kind: 'standard' | 'prolux') => `${kind}_TechnicalCard.pdf`;
