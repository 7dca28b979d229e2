const { Comment } = require('../db');

module.exports = async function (app) {
  app.get('/articles/:slug/comments', async (req) => {
    const comments = await Comment.findAll({ where: { articleId: req.articleId }, order: [['createdAt', 'DESC']] });
    return { comments };
  });

  app.delete('/articles/:slug/comments/:id', async (req, reply) => {
    await Comment.destroy({ where: { id: req.params.id } });
    reply.code(204);
  });
};
