import slugify from 'slugify';
import { Op } from 'sequelize';
import { Article, User, Favorite, Follow } from '../db.js';
import { articleOf } from '../serializers.js';

const withAuthor = [{ model: User, as: 'author' }];

export default async function articles(app) {
  app.get('/articles', { onRequest: [app.identify] }, async (req) => {
    const { tag, author, favorited, limit = 20, offset = 0 } = req.query;
    const where = {};
    if (author) where['$author.username$'] = author;
    if (favorited) {
      const fan = await User.findOne({ where: { username: favorited } });
      const favs = fan ? await Favorite.findAll({ where: { userId: fan.id } }) : [];
      where.id = { [Op.in]: favs.map((f) => f.articleId) };
    }
    let rows = await Article.findAll({ where, include: withAuthor, order: [['createdAt', 'DESC']] });
    if (tag) rows = rows.filter((a) => (a.tagList ?? []).includes(tag));
    const page = rows.slice(Number(offset), Number(offset) + Number(limit));
    return { articles: await Promise.all(page.map((a) => articleOf(a, req.user?.id))), articlesCount: rows.length };
  });

  app.get('/articles/feed', { onRequest: [app.authenticate] }, async (req) => {
    const { limit = 20, offset = 0 } = req.query;
    const follows = await Follow.findAll({ where: { followerId: req.user.id } });
    const { rows, count } = await Article.findAndCountAll({
      where: { authorId: { [Op.in]: follows.map((f) => f.followedId) } },
      include: withAuthor, order: [['createdAt', 'DESC']], limit: Number(limit), offset: Number(offset),
    });
    return { articles: await Promise.all(rows.map((a) => articleOf(a, req.user.id))), articlesCount: count };
  });

  app.get('/articles/:slug', { onRequest: [app.identify] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: withAuthor });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: await articleOf(article, req.user?.id) };
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const { title, description, body, tagList = [] } = req.body?.article ?? {};
    if (!title || !description || !body) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    const slug = `${slugify(title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    const created = await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
    const article = await Article.findByPk(created.id, { include: withAuthor });
    return reply.code(201).send({ article: await articleOf(article, req.user.id) });
  });

  app.delete('/articles/:slug', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    if (article.authorId !== req.user.id) return reply.code(403).send({ errors: { article: ['forbidden'] } });
    await article.destroy();
    return reply.code(204).send();
  });

  app.post('/articles/:slug/favorite', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: withAuthor });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    await Favorite.findOrCreate({ where: { articleId: article.id, userId: req.user.id } });
    return { article: await articleOf(article, req.user.id) };
  });

  app.delete('/articles/:slug/favorite', { onRequest: [app.authenticate] }, async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: withAuthor });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    await Favorite.destroy({ where: { articleId: article.id, userId: req.user.id } });
    return { article: await articleOf(article, req.user.id) };
  });

  app.get('/tags', async () => {
    const all = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(all.flatMap((a) => a.tagList ?? []))] };
  });
}
