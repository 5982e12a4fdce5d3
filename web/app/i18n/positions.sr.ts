/** The positions table and the position revision screen's texts (sr). */
export const positionsSr = {
  positions: {},
};
