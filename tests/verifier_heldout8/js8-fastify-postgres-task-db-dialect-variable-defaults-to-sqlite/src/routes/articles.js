'use strict';

module.exports = async (fastify) => {
  const { Article, User } = fastify.models;

  fastify.get('/articles', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
      order: [['createdAt', 'DESC']],
    });
    return {
      articles: rows.map((a) => ({
        slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
        createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
        author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
      })),
      articlesCount: count,
    };
  });
};
