'use strict';

module.exports = async function comments(fastify) {
  const { User, Comment } = fastify.models;

  fastify.get('/articles/:slug/comments', async (request) => {
    const rows = await Comment.findAll({
      where: { articleSlug: request.params.slug },
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
    });
    return {
      comments: rows.map((c) => ({
        id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
        author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
      })),
    };
  });
};
