const tagService = require('../services/tagService');
const articleService = require('../services/articleService');

module.exports = async function routes(app) {
  app.get('/health-check', async () => ({ ok: true }));

  app.get('/tags', async () => ({ tags: await tagService.allTags() }));

  app.post('/articles', async (req, reply) => {
    const article = await articleService.create(req.body.article);
    return reply.code(201).send({ article });
  });

  app.get('/articles/:slug', async (req, reply) => {
    const article = await articleService.get(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
};
