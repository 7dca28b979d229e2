import Router from '@koa/router';

export const articles = new Router();

articles.get('/articles', async (ctx) => {
  const { author, limit, offset } = ctx.query as Record<string, string | undefined>;
  const { services } = ctx.state.deps;
  ctx.body = author
    ? await services.articles.byAuthor(author, Number(limit ?? 20), Number(offset ?? 0))
    : { articles: [], articlesCount: 0 };
});

articles.get('/articles/:slug', async (ctx) => {
  const article = await ctx.state.deps.services.articles.bySlug(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article };
});
