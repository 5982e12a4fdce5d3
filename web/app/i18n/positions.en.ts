/** The positions table and the position revision screen's texts (en). */
export const positionsEn = {
  positions: {},
};
