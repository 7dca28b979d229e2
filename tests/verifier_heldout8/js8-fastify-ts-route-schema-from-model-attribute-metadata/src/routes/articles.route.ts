import type { FastifyInstance } from 'fastify';
import { Article } from '../models/article.model';
import { ArticleService, NotFoundError, ForbiddenError } from '../services/article.service';
import { userIdFrom } from '../lib/token';

// Keep the request validation in sync with the column sizes declared on the model.
function maxLength(attribute: 'title' | 'description'): number {
  const type = Article.getAttributes()[attribute].type as unknown as { options?: { length?: number } };
  return type.options?.length ?? 255;
}

const articleBody = {
  type: 'object',
  required: ['article'],
  properties: {
    article: {
      type: 'object',
      properties: {
        title: { type: 'string', minLength: 1, maxLength: maxLength('title') },
        description: { type: 'string', minLength: 1, maxLength: maxLength('description') },
        body: { type: 'string', minLength: 1 },
        tagList: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;

export async function articlesRoute(app: FastifyInstance, opts: { articles: ArticleService }) {
  const { articles } = opts;

  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof NotFoundError) return reply.code(404).send({ errors: { article: ['not found'] } });
    if (err instanceof ForbiddenError) return reply.code(403).send({ errors: { article: ['forbidden'] } });
    if (err.validation) return reply.code(422).send({ errors: { body: [err.message] } });
    return reply.code(500).send({ errors: { server: ['error'] } });
  });

  app.get<{ Querystring: { limit?: string; offset?: string } }>('/articles', async (req) =>
    articles.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0)));

  app.get<{ Params: { slug: string } }>('/articles/:slug', async (req) => ({ article: await articles.get(req.params.slug) }));

  app.post<{ Body: { article: { title: string; description: string; body: string } } }>(
    '/articles', { schema: { body: articleBody } }, async (req, reply) => {
      const userId = userIdFrom(req.headers.authorization);
      if (!userId) return reply.code(401).send({ errors: { token: ['required'] } });
      return reply.code(201).send({ article: await articles.create(userId, req.body.article) });
    });

  app.put<{ Params: { slug: string }; Body: { article: { title?: string; description?: string; body?: string } } }>(
    '/articles/:slug', async (req, reply) => {
      const userId = userIdFrom(req.headers.authorization);
      if (!userId) return reply.code(401).send({ errors: { token: ['required'] } });
      return { article: await articles.update(userId, req.params.slug, req.body.article ?? {}) };
    });
}
