import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ArticleSchema } from '../models';
import type { ArticleService } from '../services/article-service';
import type { UserService } from '../services/user-service';

const Paging = z.object({
  limit: z.coerce.number().int().min(1).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

const listRoute = createRoute({
  method: 'get',
  path: '/articles',
  request: { query: Paging },
  responses: {
    200: { description: 'articles', content: { 'application/json': { schema: z.object({ articles: z.array(ArticleSchema), articlesCount: z.number() }) } } },
  },
});

const feedRoute = createRoute({
  method: 'get',
  path: '/articles/feed',
  request: { query: Paging },
  responses: {
    200: { description: 'feed', content: { 'application/json': { schema: z.object({ articles: z.array(ArticleSchema), articlesCount: z.number() }) } } },
    401: { description: 'unauthorized' },
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/articles/{slug}',
  request: { params: z.object({ slug: z.string() }) },
  responses: { 200: { description: 'article', content: { 'application/json': { schema: z.object({ article: ArticleSchema }) } } } },
});

const createArticleRoute = createRoute({
  method: 'post',
  path: '/articles',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ article: z.object({ title: z.string().min(1), description: z.string().min(1), body: z.string().min(1), tagList: z.array(z.string()).optional() }) }),
        },
      },
    },
  },
  responses: { 201: { description: 'created', content: { 'application/json': { schema: z.object({ article: ArticleSchema }) } } } },
});

export function articleRoutes(articles: ArticleService, users: UserService) {
  const app = new OpenAPIHono();

  app.openapi(listRoute, async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await articles.list(limit, offset, await users.idFromHeader(c.req.header('Authorization'))), 200);
  });

  app.openapi(feedRoute, async (c) => {
    const viewerId = await users.idFromHeader(c.req.header('Authorization'));
    if (!viewerId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    const { limit, offset } = c.req.valid('query');
    return c.json(await articles.feed(viewerId, limit, offset), 200);
  });

  app.openapi(getRoute, async (c) => {
    const viewerId = await users.idFromHeader(c.req.header('Authorization'));
    return c.json({ article: await articles.get(c.req.valid('param').slug, viewerId) }, 200);
  });

  app.openapi(createArticleRoute, async (c) => {
    const viewerId = await users.idFromHeader(c.req.header('Authorization'));
    if (!viewerId) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    return c.json({ article: await articles.create(viewerId, c.req.valid('json').article) }, 201);
  });

  return app;
}
