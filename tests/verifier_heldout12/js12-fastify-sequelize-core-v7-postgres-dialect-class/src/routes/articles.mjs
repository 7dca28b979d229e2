import { Op } from '@sequelize/core';
import { Article, Favorite } from '../db/models.mjs';

async function render(article, viewerId) {
  const [count, mine] = await Promise.all([
    Favorite.count({ where: { articleId: article.id } }),
    viewerId ? Favorite.count({ where: { articleId: article.id, userId: viewerId } }) : 0,
  ]);
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: mine > 0,
    favoritesCount: count,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

export default async function articles(app) {
  app.get('/articles', async (req) => {
    const where = {};
    if (req.query.tag) where.tagList = { [Op.contains]: [req.query.tag] };
    const { rows, count } = await Article.findAndCountAll({
      where,
      include: [{ association: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit ?? 20),
      offset: Number(req.query.offset ?? 0),
    });
    const viewer = req.user?.id;
    return { articles: await Promise.all(rows.map((a) => render(a, viewer))), articlesCount: count };
  });

  app.get('/articles/:slug', async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ association: 'author' }] });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: await render(article, req.user?.id) };
  });

  app.post('/articles/:slug/favorite', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ association: 'author' }] });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    await Favorite.findOrCreate({ where: { articleId: article.id, userId: req.user.id } });
    return { article: await render(article, req.user.id) };
  });

  app.get('/tags', async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
  });
}
