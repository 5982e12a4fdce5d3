/** The positions table and the position revision screen's texts (de). */
export const positionsDe = {
  positions: {},
};
