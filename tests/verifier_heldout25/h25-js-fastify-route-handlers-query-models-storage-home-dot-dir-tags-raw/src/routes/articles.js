const { Article, Tag, User } = require('../models');

const articleJson = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async function (fastify) {
  const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];

  fastify.get('/articles', async (request) => {
    const { limit = 20, offset = 0 } = request.query;
    const { rows, count } = await Article.findAndCountAll({
      include,
      order: [['createdAt', 'DESC']],
      limit: Number(limit),
      offset: Number(offset),
      distinct: true,
    });
    return { articles: rows.map(articleJson), articlesCount: count };
  });

  fastify.post('/articles', { onRequest: [fastify.auth] }, async (request, reply) => {
    const { title, description, body, tagList = [] } = request.body.article;
    const slug = title.toLowerCase().replace(/\s+/g, '-') + '-' + Date.now();
    const article = await Article.create({ slug, title, description, body, authorId: request.user.id });
    await Tag.bulkCreate(tagList.map((name) => ({ name, articleId: article.id })));
    const full = await Article.findByPk(article.id, { include });
    return reply.code(201).send({ article: articleJson(full) });
  });

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug }, include });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: articleJson(article) };
  });
};
