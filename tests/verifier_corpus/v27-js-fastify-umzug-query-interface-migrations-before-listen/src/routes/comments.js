const { Comment, User } = require('../db');

async function commentRoutes(app) {
  app.get('/api/articles/:slug/comments', async (request) => {
    const comments = await Comment.findAll({
      where: { articleSlug: request.params.slug },
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']],
    });
    return { comments };
  });

  app.post('/api/articles/:slug/comments', async (request, reply) => {
    const authorId = Number(request.headers['x-user-id']);
    if (!authorId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const body = request.body && request.body.comment && request.body.comment.body;
    if (!body) return reply.code(422).send({ errors: { body: ["can't be empty"] } });
    const comment = await Comment.create({ body, articleSlug: request.params.slug, authorId });
    return reply.code(201).send({ comment });
  });
}

module.exports = commentRoutes;
