const { Article } = require('../models');

const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  update: (article, fields) => article.update(fields),
  destroy: (article) => article.destroy(),

  // koa middleware: resolves :slug into ctx.state.article (404 when missing)
  async loadBySlug(ctx, next) {
    const article = await Article.findOne({ where: { slug: ctx.params.slug } });
    if (!article) {
      ctx.status = 404;
      ctx.body = { errors: { article: ['not found'] } };
      return;
    }
    ctx.state.article = article;
    await next();
  },
};

module.exports = articleRepository;
