import { createArticle, deleteArticle, findArticle, listArticles } from '../services/articles.js';

export default async function articleRoutes(app) {
  app.get('/articles', async (request) => listArticles(request.query));

  app.post('/articles', async (request, reply) => {
    const result = await createArticle(request.headers['x-user'] ?? 'anonymous', request.body.article ?? {});
    if (result.error) return reply.code(422).send({ errors: { body: [result.error] } });
    return reply.code(201).send(result);
  });

  app.get('/articles/:slug', async (request, reply) => {
    const article = await findArticle(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });

  app.delete('/articles/:slug', async (request, reply) => {
    await deleteArticle(request.params.slug);
    return reply.code(204).send();
  });
}
