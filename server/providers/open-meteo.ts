/**
 * Open-Meteo's URLs: the configured endpoint with the query, plus `apikey` when OPEN_METEO_API_KEY is set (the
 * commercial customer-* endpoints need it; the free tier is for non-commercial use: docs/operations.md,
 * "Configuration").
 */
export function openMeteoUrl(
  endpoint: string,
  apiKey: string | undefined,
  params: Record<string, string | number>,
): URL {
  const url = new URL(endpoint);
  for (const [key, value] of Object.entries(params)) {
    url.searchParams.set(key, String(value));
  }
  if (apiKey) {
    url.searchParams.set('apikey', apiKey);
  }
  return url;
}
