/**
 * The one set of limits on stored numbers the engine or an answer later caps (issue 28): a value a project or a
 * request may hold is one the annual calculation, its alternatives and its export can answer for. Each schema that
 * takes such a number takes its range from here, so what is stored and what is evaluated can never disagree.
 */

/** An energy price, EUR/kWh (electricity, fuel, bought heat or cold): 0 to 5, ten times the dearest European tariff. */
export const ENERGY_PRICE_EUR_PER_KWH = { min: 0, max: 5 } as const;

/** A CO2 emission factor, gCO2/kWh: 0 to 2000 (lignite is about 1100). */
export const CO2_FACTOR_G_PER_KWH = { min: 0, max: 2000 } as const;

/** A project's design humidity ratio, g/kg (the form's unit): 0 to 100 (saturated air at 50 C holds 86 g/kg). */
export const HUMIDITY_RATIO_G_PER_KG = { min: 0, max: 100 } as const;

/** A design wet-bulb or dew-point temperature, C: the outdoor design range (never above the dry bulb's limit). */
export const DESIGN_TEMPERATURE_C = { min: -30, max: 55 } as const;

/** An air quality index (US AQI, 0..500 in the EPA scale; above 500 is "beyond the index"): 0 to 1000. */
export const AIR_QUALITY_INDEX = { min: 0, max: 1000 } as const;
