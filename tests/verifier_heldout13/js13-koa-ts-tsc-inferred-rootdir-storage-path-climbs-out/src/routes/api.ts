import Router from '@koa/router';
import { ArticleService } from '../services/article.service';
import { AuthService } from '../services/auth.service';

const articles = new ArticleService();
const auth = new AuthService();

export const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { ok: true };
});

api.post('/users', async (ctx) => {
  const { user } = ctx.request.body as { user: { username: string; email: string; password: string } };
  ctx.status = 201;
  ctx.body = { user: await auth.register(user.username, user.email, user.password) };
});

api.post('/users/login', async (ctx) => {
  const { user } = ctx.request.body as { user: { email: string; password: string } };
  const result = await auth.login(user.email, user.password);
  if (!result) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = { user: result };
});

api.get('/articles', async (ctx) => {
  ctx.body = await articles.list(Number(ctx.query.limit ?? 20), Number(ctx.query.offset ?? 0));
});

api.post('/articles', async (ctx) => {
  const userId = auth.userId(ctx.get('Authorization'));
  if (!userId) {
    ctx.status = 401;
    return;
  }
  const { article } = ctx.request.body as { article: { title: string; description: string; body: string } };
  ctx.status = 201;
  ctx.body = { article: await articles.create(userId, article) };
});

api.get('/articles/:slug', async (ctx) => {
  const article = await articles.get(ctx.params.slug);
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article };
});
