import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './sequelize';
import { UserRepository } from './repositories/UserRepository';
import { ArticleRepository } from './repositories/ArticleRepository';
import { ProfileService } from './services/ProfileService';
import { ArticleService } from './services/ArticleService';
import { profiles } from './routes/profiles';
import { articles } from './routes/articles';

const repos = { users: new UserRepository(), articles: new ArticleRepository() };
const services = {
  profiles: new ProfileService(repos.users),
  articles: new ArticleService(repos.articles, repos.users),
};

const app = new Koa();
const api = new Router({ prefix: '/api' });

app.use(bodyParser());
app.use(async (ctx, next) => {
  ctx.state.deps = { repos, services };
  await next();
});

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(profiles.routes());
api.use(articles.routes());
app.use(api.routes());
app.use(api.allowedMethods());

sequelize
  .sync()
  .then(() => app.listen(3000, () => console.log('listening on 3000')))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
