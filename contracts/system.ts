import { z } from 'zod';
import { BrandIdSchema } from './brands';
import { CaptchaSettingsSchema } from './captcha';
import { envelope } from './envelope';

export const DatabaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKindSchema>;

export const HealthSchema = z.object({
  database: DatabaseKindSchema.describe('Which database this server runs on'),
  version: z.string().describe('The release version of the product'),
  brand: BrandIdSchema.describe('The brand this call was made under (from X-Brand)'),
  restarts: z
    .number()
    .int()
    .optional()
    .describe('The embedded PostgreSQL only: how often its supervisor restarted it since the server started'),
});
export type Health = z.infer<typeof HealthSchema>;
export const HealthResponse = envelope(HealthSchema);

/** What the browser needs to know of the server's configuration; nothing secret. */
export const ClientConfigSchema = z.object({
  version: z.string(),
  monitoringUrl: z.string().url().describe('Where /monitoring-system sends the browser'),
  tileUrl: z.string().describe('Leaflet tile URL template'),
  tileAttribution: z.string(),
  captcha: CaptchaSettingsSchema,
  /** The catalogue the engine selects from; demo: the web app says it is not a manufacturer's data. */
  catalogue: z.object({ name: z.string(), demo: z.boolean() }).default({ name: 'Compact PRO', demo: true }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
export const ClientConfigResponse = envelope(ClientConfigSchema);
