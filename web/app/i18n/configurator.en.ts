/** The configurator wizard's texts (en). */
export const configuratorEn = {
  configurator: {},
};
