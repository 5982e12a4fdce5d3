import type { FastifyInstance } from 'fastify';
import { BRAND_HEADER, BRAND_IDS, BrandIdSchema, DEFAULT_BRAND, type BrandId } from '../../contracts/brands';
import { badRequest } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandId;
  }
}

/** Reads `X-Brand` on every call; a missing header means the default brand, an unknown one is refused. */
export function registerBrand(app: FastifyInstance): void {
  app.decorateRequest('brand', DEFAULT_BRAND);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[BRAND_HEADER.toLowerCase()];
    if (header === undefined) {
      return;
    }
    const parsed = BrandIdSchema.safeParse(header);
    if (!parsed.success) {
      throw badRequest(BRAND_HEADER, `must be one of ${BRAND_IDS.join(', ')}`);
    }
    request.brand = parsed.data;
  });
}
