import * as articleService from '../services/articleService.js';

export default async function articleRoutes(app) {
  app.get('/api/articles/export.csv', async (req, reply) => {
    reply.type('text/csv');
    return reply.send(await articleService.exportArticles());
  });
  app.get('/api/articles/:slug', async (req, reply) => {
    const article = await articleService.getArticle(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
}
