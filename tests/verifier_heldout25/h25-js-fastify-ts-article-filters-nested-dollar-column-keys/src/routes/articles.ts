import type { FastifyInstance } from 'fastify';
import type { Article } from '../models/index.js';
import { findArticle, findArticles, tagNames } from '../data/articles.js';

const toJSON = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tagList ?? []).map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: (a.favoritedBy ?? []).length,
  author: { username: a.author!.username, bio: a.author!.bio, image: a.author!.image, following: false },
});

export async function articleRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { tag?: string; author?: string; favorited?: string; limit?: string; offset?: string } }>(
    '/articles',
    async (request) => {
      const { tag, author, favorited } = request.query;
      const limit = Number(request.query.limit ?? 20);
      const offset = Number(request.query.offset ?? 0);
      const { rows, count } = await findArticles({ tag, author, favorited, limit, offset });
      return { articles: rows.map(toJSON), articlesCount: count };
    },
  );

  app.get<{ Params: { slug: string } }>('/articles/:slug', async (request, reply) => {
    const article = await findArticle(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: toJSON(article) };
  });

  app.get('/tags', async () => ({ tags: await tagNames() }));
}
