import { Article, User } from '../../db/index.js';

function present(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    author: { username: article.author.username },
  };
}

export default async function articles(app) {
  app.get('/', async (request) => {
    const limit = Number(request.query.limit ?? 20);
    const offset = Number(request.query.offset ?? 0);
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
    return { articles: rows.map(present), articlesCount: count };
  });

  app.get('/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    return { article: present(article) };
  });
}
