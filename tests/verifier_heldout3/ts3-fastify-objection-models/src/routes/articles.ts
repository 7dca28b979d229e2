import type { FastifyInstance } from 'fastify';
import { Article } from '../models/Article';

const toJson = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.created_at,
  updatedAt: a.updated_at,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
});

export async function articleRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { limit?: string; offset?: string; author?: string } }>('/articles', async (req) => {
    const query = Article.query().withGraphJoined('author').orderBy('articles.created_at', 'desc');
    if (req.query.author) query.where('author.username', req.query.author);
    const total = await query.clone().resultSize();
    const rows = await query.limit(Number(req.query.limit ?? 20)).offset(Number(req.query.offset ?? 0));
    return { articles: rows.map(toJson), articlesCount: total };
  });

  app.get<{ Params: { slug: string } }>('/articles/:slug', async (req, reply) => {
    const article = await Article.query().findOne({ slug: req.params.slug }).withGraphFetched('author');
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    return { article: toJson(article) };
  });
}
