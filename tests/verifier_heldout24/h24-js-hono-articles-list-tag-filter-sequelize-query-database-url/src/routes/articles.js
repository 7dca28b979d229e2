import { Hono } from 'hono';
import { QueryTypes, Op } from 'sequelize';
import { sequelize, Article, User, Tag } from '../db/index.js';

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const { tag, author, limit = '20', offset = '0' } = c.req.query();
  const where = {};
  if (tag) {
    // filter by tag name through the join table
    const rows = await sequelize.query(
      'SELECT at."articleId" AS id FROM "ArticleTags" at JOIN "Tags" t ON t.id = at."tagId" WHERE t.name = :tag',
      { replacements: { tag }, type: QueryTypes.SELECT },
    );
    where.id = { [Op.in]: rows.map((r) => r.id) };
  }
  const include = [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }, { model: Tag, as: 'tags' }];
  const { rows, count } = await Article.findAndCountAll({
    where, include, distinct: true, order: [['createdAt', 'DESC']], limit: Number(limit), offset: Number(offset),
  });
  return c.json({
    articles: rows.map((a) => ({
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tags.map((t) => t.name),
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    })),
    articlesCount: count,
  });
});

articles.get('/tags', async (c) => c.json({ tags: (await Tag.findAll()).map((t) => t.name) }));
