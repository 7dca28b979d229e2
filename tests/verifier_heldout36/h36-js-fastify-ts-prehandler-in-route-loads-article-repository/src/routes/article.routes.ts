import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { articleService } from '../services/article.service';
import { articleRepository } from '../repositories/article.repository';

type SlugReq = FastifyRequest<{ Params: { slug: string } }>;

// loads the article once for the handlers below and answers 404 early
async function loadArticle(req: SlugReq, reply: FastifyReply) {
  const article = await articleRepository.bySlug(req.params.slug);
  if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
  (req as any).article = article;
}

export async function articleRoutes(app: FastifyInstance) {
  app.get('/:slug', async (req: SlugReq) => ({ article: await articleService.get(req.params.slug) }));
  app.put('/:slug', { preHandler: loadArticle }, async (req: any) => ({ article: await articleService.update(req.article, req.body.article) }));
  app.delete('/:slug', { preHandler: loadArticle }, async (req: any, reply) => { await articleService.remove(req.article); reply.code(204).send(); });
}
