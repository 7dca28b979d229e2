import * as articles from '../repositories/articles.js';

export default async function articleRoutes(app) {
  app.get('/articles/:slug', async (req, reply) => {
    const article = articles.findBySlug(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });

  app.get('/tags', async () => ({ tags: articles.allTags() }));
}
