import type { z } from 'zod';
import type { CoilValData, FanValData, RecValData, SelectData } from '../../contracts/calc';
import type { EcodesignRequest } from '../../contracts/ecodesign';
import { coilValData, ecodesignInputOf, fanValData, recValData, selectData } from '../../domain/calculation';
import { airflowCalculator, type UnitTypeMatch } from '../../engine/catalogue';
import type { Catalogue } from '../../engine/catalogue/types';
import { ecodesignVerdict, type EcodesignVerdict } from '../../engine/ecodesign';
import {
  coilSelection,
  fanSelection,
  recoverySelection,
  select,
  type AirSideInput,
  type CoilPositionInput,
  type RecoveryPositionInput,
  type SelectionInput,
} from '../../engine/select';
import { ENGINE_VERSION } from '../../engine/version';
import { calculate } from '../errors';

/**
 * The calculation API's use cases (docs/rules.md#calc-calls): each runs the engine on a checked request's input against the
 * catalogue and answers in the API's units (domain/calculation.ts). An engine failure becomes a 422 or 400 naming the
 * request field (server/errors.ts calculate, with the request kind each call's fields are named by: the original's wire
 * format, or /calc/select's and /calc/ecodesign's own camelCase fields).
 */
export class CalcService {
  constructor(
    /** The catalogue the engine selects from (server/catalogue.ts). */
    private readonly catalogue: Catalogue,
  ) {}

  /** The unit types whose flow range holds both flows, m3/h. */
  airflowCalculator(flowSupplyM3h: number, flowReturnM3h: number): UnitTypeMatch[] {
    return calculate(() => airflowCalculator(flowSupplyM3h, flowReturnM3h, this.catalogue), 'wire');
  }

  /** recVal: the heat recovery in summer and winter. */
  recVal(input: RecoveryPositionInput): z.infer<typeof RecValData> {
    const result = calculate(() => recoverySelection(input, this.catalogue), 'wire');
    return recValData(input, result, ENGINE_VERSION);
  }

  /** coilVal: the heater's and cooler's design points. */
  coilVal(input: CoilPositionInput): z.infer<typeof CoilValData> {
    const result = calculate(() => coilSelection(input, this.catalogue), 'wire');
    return coilValData(input, result, ENGINE_VERSION);
  }

  /** fanVal: fans, filters, SFP and the EU 1253/2014 check of the air side. */
  fanVal(input: AirSideInput): z.infer<typeof FanValData> {
    const air = calculate(() => fanSelection(input, this.catalogue), 'wire');
    return fanValData(air, ENGINE_VERSION);
  }

  /** The whole unit: the engine result (SI) and its data sheet record. */
  select(input: SelectionInput): z.infer<typeof SelectData> {
    return selectData(calculate(() => select(input, this.catalogue), 'select'));
  }

  /** The EU 1253/2014 verdict for given values; the engine's quantities are the request's own field names. */
  ecodesign(body: EcodesignRequest): EcodesignVerdict {
    return calculate(
      () => ecodesignVerdict(ecodesignInputOf(body)),
      'select',
      (quantity) => `body.${quantity}`,
    );
  }
}
