import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as articleService from '../services/article.service.js';
import { feed } from '../services/feed.service.js';
import { HttpError } from '../services/article.service.js';

type Paging = { Querystring: { limit?: string; offset?: string } };

function present(article: any) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    author: article.author ? { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false } : null,
  };
}

function currentUserId(request: FastifyRequest): number {
  const header = request.headers['x-user-id'];
  if (!header) throw new HttpError(401, 'missing authorization');
  return Number(header);
}

export async function articleRoutes(app: FastifyInstance) {
  app.get('/articles/feed', async (request: FastifyRequest<Paging>) => {
    const { rows, count } = await feed(currentUserId(request), Number(request.query.limit ?? 20), Number(request.query.offset ?? 0));
    return { articles: rows.map(present), articlesCount: count };
  });

  app.get('/articles', async (request: FastifyRequest<Paging>) => {
    const { rows, count } = await articleService.listArticles(Number(request.query.limit ?? 20), Number(request.query.offset ?? 0));
    return { articles: rows.map(present), articlesCount: count };
  });

  app.get('/articles/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>) => {
    return { article: present(await articleService.getArticle(request.params.slug)) };
  });

  app.post('/articles', async (request: FastifyRequest<{ Body: { article?: any } }>, reply) => {
    const article = await articleService.createArticle(currentUserId(request), request.body.article ?? {});
    return reply.code(201).send({ article: present(article) });
  });
}
