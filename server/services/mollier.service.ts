import { BRANDS, type BrandId } from '../../contracts/brands';
import { chartGrid } from '../../domain/mollier';
import type { MollierPdfRequest } from '../../contracts/mollier';
import { mollierChart } from '../../engine/chart';
import { pointsFromDefinitions, type MollierContext, type PointDefinition } from '../../engine/processes';
import { standardPressure } from '../../engine/psychro';
import type { DocumentWorkers } from '../documents/workers';
import { mollierPointFieldOf, requestFieldOf } from '../engine-fields';
import { calculate } from '../errors';

/**
 * The Mollier chart PDF (`POST /mollier/pdf`): every state recomputed by the engine from the points as defined (a
 * refused point answers 400 naming it), then the PDF made in the worker pool within the caller's places (issue 28:
 * eight at once on the request thread pushed /api/health from 5 ms to 1.3 s).
 */
export class MollierService {
  constructor(private readonly workers: DocumentWorkers) {}

  async pdf(callerId: string, request: MollierPdfRequest, brand: BrandId): Promise<Buffer> {
    const { context, axes, points: definitions } = request;
    const pressure = calculate(() => standardPressure(context.altitude), 'mollier');
    const points = calculate(
      () => pointsFromDefinitions(definitions, { ...context, pressure }),
      'mollier',
      (quantity) =>
        requestFieldOf('mollier', quantity) ??
        failingPointField(definitions, { ...context, pressure }, quantity),
    );
    const chart = calculate(
      () => mollierChart({ ...axes, pressure, grid: chartGrid(axes, request.units) }, points),
      'mollier',
    );
    return this.workers.mollierPdf(callerId, {
      request,
      points,
      chart,
      brandName: BRANDS[brand].name,
      date: new Date(),
    });
  }
}

/**
 * The point whose definition the engine refused: the shortest list that still fails ends with it. Runs only after a
 * failure, on at most ten points.
 */
function failingPointField(
  definitions: readonly PointDefinition[],
  context: MollierContext,
  quantity: string,
): string | undefined {
  for (let count = 1; count <= definitions.length; count++) {
    try {
      pointsFromDefinitions(definitions.slice(0, count), context);
    } catch {
      return mollierPointFieldOf(count - 1, definitions[count - 1]?.process === 'process', quantity);
    }
  }
  return undefined;
}
