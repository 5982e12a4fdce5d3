/**
 * Types for the parts of psychrolib 1.1.1 (PsychroLib 2.5.0, an untyped CommonJS module) that the engine's
 * tests and benchmarks use as their oracle. SI after SetUnitSystem(SI): C, Pa, kg/kg, J/kg, m3/kg.
 */
declare module 'psychrolib' {
  interface Psychrolib {
    readonly SI: number;
    readonly IP: number;
    SetUnitSystem(unitSystem: number): void;
    GetSatVapPres(tDryBulb: number): number;
    GetStandardAtmPressure(altitude: number): number;
    GetTWetBulbFromHumRatio(tDryBulb: number, humRatio: number, pressure: number): number;
    GetHumRatioFromTWetBulb(tDryBulb: number, tWetBulb: number, pressure: number): number;
    /** [HumRatio, TWetBulb, TDewPoint, VapPres, MoistAirEnthalpy, MoistAirVolume, DegreeOfSaturation]. */
    CalcPsychrometricsFromRelHum(
      tDryBulb: number,
      relHum: number,
      pressure: number,
    ): [number, number, number, number, number, number, number];
  }
  const psychrolib: Psychrolib;
  export default psychrolib;
}
