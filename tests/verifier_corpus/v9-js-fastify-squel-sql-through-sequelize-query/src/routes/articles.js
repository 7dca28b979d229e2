const { Article, Tag } = require('../models');

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name).sort(),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
});

module.exports = async function articleRoutes(app) {
  app.get('/articles', async (req) => {
    const where = {};
    const include = [{ model: Tag, as: 'tags' }];
    if (req.query.tag) include[0].where = { name: req.query.tag };
    const { rows, count } = await Article.findAndCountAll({
      where,
      include,
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
      distinct: true,
    });
    return { articles: rows.map(view), articlesCount: count };
  });

  app.post('/articles', async (req, reply) => {
    const input = req.body.article;
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const article = await Article.create({ ...input, slug });
    const tags = [];
    for (const name of input.tagList || []) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      tags.push(tag);
    }
    await article.setTags(tags);
    await article.reload({ include: [{ model: Tag, as: 'tags' }] });
    return reply.code(201).send({ article: view(article) });
  });
};
