import type { APIRoute } from 'astro';
import { CONTENT_ROUTES } from '../data/routes';

export const prerender = true;

/** The content routes with absolute URLs on the configured site. */
export const GET: APIRoute = ({ site, url }) => {
  const base = site ?? url;
  const entries = CONTENT_ROUTES.map(
    (route) => `  <url><loc>${new URL(route, base).href}</loc></url>`,
  ).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
