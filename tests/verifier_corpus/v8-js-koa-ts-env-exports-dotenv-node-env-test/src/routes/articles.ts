import Router from '@koa/router';
import { Article } from '../models/article.js';

export const articles = new Router({ prefix: '/api' });

articles.get('/articles/:slug', async (ctx) => {
  const article = await Article.findByPk(ctx.params.slug);
  if (!article) ctx.throw(404, 'article not found');
  ctx.body = { article };
});

articles.post('/articles', async (ctx) => {
  const { title, body } = (ctx.request.body as { article: { title: string; body: string } }).article;
  const slug = title.toLowerCase().split(/\W+/).filter(Boolean).join('-');
  ctx.status = 201;
  ctx.body = { article: await Article.create({ slug, title, body }) };
});
