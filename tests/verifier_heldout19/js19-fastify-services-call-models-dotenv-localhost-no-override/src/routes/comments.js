const commentService = require('../services/comment.service');

module.exports = async (app) => {
  app.get('/:slug/comments', async (req) => ({ comments: await commentService.forArticle(req.params.slug) }));
};
