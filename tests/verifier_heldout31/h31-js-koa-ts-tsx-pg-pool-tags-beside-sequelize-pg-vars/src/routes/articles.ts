import Router from '@koa/router';
import { Article } from '../db/sequelize';

export const articlesRouter = new Router();

articlesRouter.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article: article.toJSON() };
});
