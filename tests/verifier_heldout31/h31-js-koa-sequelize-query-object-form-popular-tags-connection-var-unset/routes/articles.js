const Router = require('@koa/router');
const { Article, Tag } = require('../lib/models');

const router = new Router();

router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug }, include: [Tag] });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article: { ...article.toJSON(), tagList: article.Tags.map((t) => t.name) } };
});

module.exports = router;
