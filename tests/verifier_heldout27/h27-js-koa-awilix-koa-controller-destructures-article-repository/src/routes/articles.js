const { createController } = require('awilix-koa');
const authenticate = require('./auth');

const articlesApi = ({ articleService, articleRepository }) => ({
  list: async (ctx) => {
    ctx.body = await articleService.list(ctx.query);
  },
  // a single read: the repository already returns what we need
  get: async (ctx) => {
    const article = await articleRepository.bySlug(ctx.params.slug);
    if (!article) ctx.throw(404, 'article not found');
    ctx.body = { article: await articleService.present(article) };
  },
  create: async (ctx) => {
    ctx.status = 201;
    ctx.body = { article: await articleService.create(ctx.state.user.id, ctx.request.body.article) };
  },
  favorite: async (ctx) => {
    const article = await articleService.favorite(ctx.params.slug, ctx.state.user.id);
    if (!article) ctx.throw(404, 'article not found');
    ctx.body = { article };
  },
});

module.exports = createController(articlesApi)
  .prefix('/api/articles')
  .get('', 'list', { before: [authenticate({ required: false })] })
  .get('/:slug', 'get', { before: [authenticate({ required: false })] })
  .post('', 'create', { before: [authenticate({ required: true })] })
  .post('/:slug/favorite', 'favorite', { before: [authenticate({ required: true })] });
