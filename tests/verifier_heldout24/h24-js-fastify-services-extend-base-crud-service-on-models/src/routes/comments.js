const commentService = require('../services/commentService');

module.exports = async function (app) {
  app.get('/articles/:slug/comments', async (req) => {
    const comments = await commentService.listForArticle(Number(req.query.articleId) || 0);
    return { comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false } })) };
  });
  app.delete('/articles/:slug/comments/:id', async (req, reply) => {
    const ok = await commentService.remove(Number(req.params.id));
    return ok ? {} : reply.code(404).send({ errors: { comment: ['not found'] } });
  });
};
