import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../services/articleService.js';

type Slug = { Params: { slug: string } };

export default async function articleRoutes(app: FastifyInstance) {
  const userId = (req: FastifyRequest) => (req.user as { id: number }).id;

  app.setErrorHandler((err, _req, reply) => {
    reply.code(err instanceof NotFoundError ? 404 : err.statusCode ?? 422).send({ errors: { body: [err.message] } });
  });

  app.get<Slug>('/articles/:slug', async (req) => ({ article: await app.services.articles.get(req.params.slug) }));

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const { article } = req.body as { article: { title: string; description: string; body: string } };
    reply.code(201);
    return { article: await app.services.articles.create(userId(req), article) };
  });

  app.get<Slug>('/articles/:slug/comments', async (req) => ({
    comments: await app.services.articles.listComments(req.params.slug),
  }));

  app.post<Slug>('/articles/:slug/comments', { onRequest: [app.authenticate] }, async (req) => {
    const { comment } = req.body as { comment: { body: string } };
    return { comment: await app.services.articles.addComment(req.params.slug, userId(req), comment.body) };
  });

  app.delete<{ Params: { slug: string; id: string } }>(
    '/articles/:slug/comments/:id',
    { onRequest: [app.authenticate] },
    async (req, reply) => {
      const deleted = await app.repos.comments.deleteOwned(Number(req.params.id), userId(req));
      return deleted ? reply.code(204).send() : reply.code(403).send({ errors: { body: ['forbidden'] } });
    },
  );
}
