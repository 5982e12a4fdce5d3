/**
 * The server's fixed messages that the web app says in its own language (docs/rules.md#position-messages,
 * docs/rules.md#documents): plain strings, apart from the schemas that use them, so the web app's first load carries
 * them without building those schemas (issue 29). calc.ts, positions.ts and documents.ts export them as before.
 */

// Positions
export const MANDATORY_FIELDS_MESSAGE = 'Fill all required fields before proceeding.';
export const TEMPERATURE_ERROR_MESSAGE =
  'Outdoor temperature must be cooler than indoor for winter calculation and hotter for summer calculation.';
/** projectinformation.flowValError: no unit type serves both flows. */
export const FLOW_VALUE_ERROR_MESSAGE =
  'No unit type matches the flows. Please change the supply or return flow.';

// Calculations
/** invalidFlow (the original's text without its typo "betweeen"). */
export const INVALID_FLOW_MESSAGE = 'Flow must be between 600 and 6800.';
export const FLOW_COMBINATION_MESSAGE =
  'Wrong combination of flow supply and flow return, no suitable units found.';
export const FAN_ERROR_MESSAGE =
  'There has been an error with fan calculations. Please check parameters, and try again.';
export const RECUPERATOR_COIL_ERROR_MESSAGE =
  'Error with recuperator or coils calculation. Please check parameters and try again.';

// Documents
export const DOCUMENT_MESSAGES = {
  documentationError: 'Documentation is not ready. Please try again later.',
  fetching3DModel: '3D model is still uploading. Please try again later.',
} as const;
