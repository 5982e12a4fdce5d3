/** The configurator wizard's texts (de). */
export const configuratorDe = {
  configurator: {},
};
