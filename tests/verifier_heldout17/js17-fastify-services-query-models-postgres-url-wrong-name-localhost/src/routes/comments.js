const comments = require('../services/comment.service');
module.exports = async (app) => {
  app.get('/:slug/comments', async (req) => ({ comments: await comments.list(req.params.slug) }));
};
