module.exports = async (app, { models: { Article, User } }) => {
  app.get('/', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0,
    });
    return { articles: rows, articlesCount: count };
  });
  app.get('/:slug', async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    return article ? { article } : reply.code(404).send({ errors: { article: ['not found'] } });
  });
};
