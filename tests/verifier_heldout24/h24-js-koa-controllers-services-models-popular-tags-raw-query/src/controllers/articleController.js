const articleService = require('../services/articleService');

const toJson = (a) => ({ slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: a.tags.map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt });

exports.get = async (ctx) => {
  const a = await articleService.findBySlug(ctx.params.slug);
  if (!a) { ctx.status = 404; ctx.body = { errors: { article: ['not found'] } }; return; }
  ctx.body = { article: toJson(a) };
};

exports.create = async (ctx) => {
  const a = await articleService.create(ctx.request.body.article || {});
  ctx.status = 201;
  ctx.body = { article: toJson(a) };
};
