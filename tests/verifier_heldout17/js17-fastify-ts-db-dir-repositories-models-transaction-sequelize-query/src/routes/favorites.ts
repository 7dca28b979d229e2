import { FastifyInstance } from 'fastify';
import { favorite } from '../services/favorite.service';

export default async function favoriteRoutes(app: FastifyInstance) {
  app.post<{ Params: { slug: string } }>('/:slug/favorite', async (req, reply) => {
    await req.jwtVerify();
    const article = await favorite(req.params.slug, (req.user as any).id, true);
    return article ? { article } : reply.code(404).send({ errors: { article: ['not found'] } });
  });
  app.delete<{ Params: { slug: string } }>('/:slug/favorite', async (req, reply) => {
    await req.jwtVerify();
    const article = await favorite(req.params.slug, (req.user as any).id, false);
    return article ? { article } : reply.code(404).send({ errors: { article: ['not found'] } });
  });
}
