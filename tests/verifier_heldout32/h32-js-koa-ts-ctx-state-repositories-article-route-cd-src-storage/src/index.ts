import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/sequelize';
import './models/article';
import { ArticleRepository } from './repositories/articleRepository';
import { ArticleService } from './services/articleService';
import { articles } from './routes/articles';

const repos = { articles: new ArticleRepository() };
const services = { articles: new ArticleService(repos.articles) };

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  ctx.state.repos = repos;
  ctx.state.services = services;
  await next();
});
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') { ctx.body = { ok: true }; return; }
  await next();
});
app.use(articles.routes());

sequelize.sync().then(() => app.listen(3000));
