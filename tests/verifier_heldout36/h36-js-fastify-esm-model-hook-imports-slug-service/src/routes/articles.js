import * as articlesService from '../services/articles.service.js';
export default async function (app) {
  app.post('/', async (req, reply) => reply.code(201).send({ article: await articlesService.create(req.body.article) }));
  app.get('/:slug', async (req, reply) => {
    const article = await articlesService.get(req.params.slug);
    return article ? { article } : reply.code(404).send({ errors: { body: ['not found'] } });
  });
}
