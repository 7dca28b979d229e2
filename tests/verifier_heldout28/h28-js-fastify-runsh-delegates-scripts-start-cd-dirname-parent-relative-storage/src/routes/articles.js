const { QueryTypes, Op } = require('sequelize');
const { sequelize, Article, User, Tag } = require('../models');
const auth = require('../lib/auth');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: false },
});

async function idsForTag(tag) {
  const rows = await sequelize.query(
    `SELECT at.articleId AS id
       FROM ArticleTags at
       JOIN Tags t ON t.id = at.tagId
      WHERE t.name = :tag`,
    { replacements: { tag }, type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.id);
}

module.exports = async function (app) {
  app.get('/articles', async (req) => {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    const where = {};
    if (req.query.tag) where.id = { [Op.in]: await idsForTag(req.query.tag) };
    const { rows, count } = await Article.findAndCountAll({
      where, include, distinct: true, order: [['createdAt', 'DESC']], limit, offset,
    });
    return { articles: rows.map(view), articlesCount: count };
  });

  app.post('/articles', async (req, reply) => {
    const userId = auth.userId(req);
    if (!userId) {
      reply.code(401);
      return { errors: { body: ['unauthorized'] } };
    }
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const article = await Article.create({ slug, title, description, body, authorId: userId });
    const tags = [];
    for (const name of tagList) tags.push((await Tag.findOrCreate({ where: { name } }))[0]);
    await article.setTags(tags);
    reply.code(201);
    return { article: view(await Article.findByPk(article.id, { include })) };
  });

  app.get('/tags', async () => ({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));
};
