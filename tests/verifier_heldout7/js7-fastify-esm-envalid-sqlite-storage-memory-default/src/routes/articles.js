export default async function articleRoutes(app, { articleService }) {
  app.get('/articles', async (req) => articleService.list(req.query));
  app.get('/articles/:slug', async (req) => ({ article: await articleService.get(req.params.slug) }));
}
