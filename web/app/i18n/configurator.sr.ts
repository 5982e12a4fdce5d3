/** The configurator wizard's texts (sr). */
export const configuratorSr = {
  configurator: {},
};
