const feed = require('../repositories/feedRepository');
module.exports = async function (app) {
  app.get('/articles/feed', { onRequest: [app.authenticate] }, async (req) => {
    const rows = await feed.feedFor(req.user.id, Number(req.query.limit) || 20, Number(req.query.offset) || 0);
    return { articles: rows, articlesCount: rows.length };
  });
};
