import Router from '@koa/router';
import { present } from '../services/articleService';

export const articles = new Router({ prefix: '/api/articles' });

articles.get('/', async (ctx) => {
  ctx.body = await ctx.state.services.articles.list(Number(ctx.query.limit) || 20, Number(ctx.query.offset) || 0);
});

articles.get('/:slug', async (ctx) => {
  const article = await ctx.state.repos.articles.findBySlug(ctx.params.slug);
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article: present(article) };
});
