module.exports = async function (app) {
  app.get('/articles/:slug', async (req) => ({ article: await app.articleService.get(req.params.slug) }));
};
