import type { FastifyPluginAsync } from 'fastify';
import type { PublishingLogic } from '../logic/publishing.js';
import type { ArticleEntity } from '../entities/index.js';

const present = (a: ArticleEntity) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: a.favoritesCount,
  author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
});

export const articleRoutes: FastifyPluginAsync<{ publishing: PublishingLogic }> = async (app, { publishing }) => {
  app.get<{ Querystring: { limit?: number; offset?: number } }>('/articles', async (req) => {
    const { rows, count } = await publishing.list(Number(req.query.limit ?? 20), Number(req.query.offset ?? 0));
    return { articles: rows.map(present), articlesCount: count };
  });

  app.post<{ Body: { article: { title: string; description: string; body: string } } }>(
    '/articles',
    { onRequest: [app.requireUser] },
    async (req, reply) => reply.code(201).send({ article: present(await publishing.publish(req.user.id, req.body.article)) }),
  );

  app.post<{ Params: { slug: string } }>('/articles/:slug/favorite', { onRequest: [app.requireUser] }, async (req) => ({
    article: present(await publishing.favorite(req.params.slug)),
  }));
};
