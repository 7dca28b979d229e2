const articleRepository = require('../repositories/articleRepository');
const { toArticle } = require('../models/article');

module.exports = async function (fastify) {
  fastify.get('/', async (req) => {
    const limit = Number(req.query.limit ?? 20);
    const offset = Number(req.query.offset ?? 0);
    const rows = articleRepository.list(limit, offset);
    return { articles: rows.map((r) => toArticle(r, r)), articlesCount: articleRepository.count() };
  });

  fastify.get('/:slug', async (req, reply) => {
    const row = articleRepository.bySlug(req.params.slug);
    if (!row) return reply.code(404).send({ errors: { body: ['not found'] } });
    return { article: toArticle(row, row) };
  });
};
