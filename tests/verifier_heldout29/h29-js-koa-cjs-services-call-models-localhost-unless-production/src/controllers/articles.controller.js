const articleService = require('../services/article.service');

exports.list = async (ctx) => {
  ctx.body = await articleService.list(ctx.query);
};

exports.create = async (ctx) => {
  ctx.status = 201;
  ctx.body = { article: await articleService.create(ctx.state.user.id, ctx.request.body.article || {}) };
};
