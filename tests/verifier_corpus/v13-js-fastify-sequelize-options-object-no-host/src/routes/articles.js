import slugify from 'slugify';
import { Article } from '../models/article.js';

function articleJson(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
  };
}

export default async function articleRoutes(app) {
  app.get('/articles', async (request) => {
    const limit = Number(request.query.limit ?? 20);
    const offset = Number(request.query.offset ?? 0);
    const { rows, count } = await Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']] });
    return { articles: rows.map(articleJson), articlesCount: count };
  });

  app.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: articleJson(article) };
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (request, reply) => {
    const input = request.body.article;
    const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
    const article = await Article.create({ ...input, slug, authorId: request.user.id });
    return reply.code(201).send({ article: articleJson(article) });
  });
}
