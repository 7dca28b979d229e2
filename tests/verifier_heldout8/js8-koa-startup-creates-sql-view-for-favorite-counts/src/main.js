import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import jwt from 'jsonwebtoken';
import { createSchema } from './db/schema.js';
import { articles } from './routes/articles.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit';
const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(articles.routes(), articles.allowedMethods());

app.use(async (ctx, next) => {
  const token = ctx.get('Authorization').replace(/^(Token|Bearer) /, '');
  if (token) {
    try { ctx.state.userId = jwt.verify(token, SECRET).id; } catch { /* anonymous */ }
  }
  await next();
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

await createSchema();
app.listen(3000);
