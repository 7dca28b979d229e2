'use strict';
const { Article, Comment, User } = require('../models');

module.exports = async function commentRoutes(fastify) {
  fastify.get('/api/articles/:slug/comments', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    const comments = await Comment.findAll({
      where: { articleId: article.id },
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']],
    });
    return {
      comments: comments.map((c) => ({
        id: c.id,
        body: c.body,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
        author: { ...c.author.get({ plain: true }), following: false },
      })),
    };
  });
};
