const { Article, User } = require('../models');

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async function articles(fastify) {
  fastify.get('/articles', async (request) => {
    const limit = Number(request.query.limit) || 20;
    const offset = Number(request.query.offset) || 0;
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
    return { articles: rows.map(present), articlesCount: count };
  });

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!article) {
      reply.code(404);
      return { errors: { body: ['not found'] } };
    }
    return { article: present(article) };
  });
};
