// GET /api/images/{kind}/{name}.svg: the catalogue's pictures (products, categories, courses, brands), drawn from the
// name (domains/catalogue/placeholder-image.ts). The same name always gives the same bytes, so they are cached for
// a year; unknown kinds and malformed names are 404s. Like the portal's static files they are not rate limited: a
// store page shows dozens and drawing one costs a hash and a string.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/api-error.js';
import { isImageKind, isImageName, renderCatalogueImage } from '../domains/catalogue/placeholder-image.js';

export function registerImageRoutes(api: FastifyInstance): void {
  api.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!isImageKind(kind) || !isImageName(name)) throw notFound();
    return (
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // the API's default policy forbids everything; an SVG picture needs only its own inline styles
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .type('image/svg+xml; charset=utf-8')
        .send(renderCatalogueImage(kind, name))
    );
  });
}
