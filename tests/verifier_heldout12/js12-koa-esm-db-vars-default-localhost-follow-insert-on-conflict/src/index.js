import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import jwt from 'jsonwebtoken';
import { sequelize } from './models/index.js';
import { profiles } from './routes/profiles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

app.use(bodyParser());
app.use(async (ctx, next) => {
  const [scheme, token] = (ctx.get('Authorization') || '').split(' ');
  if (scheme === 'Token' && token) {
    try {
      ctx.state.userId = jwt.verify(token, process.env.JWT_SECRET ?? 'conduit').id;
    } catch {
      /* invalid token: anonymous */
    }
  }
  await next();
});

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(profiles.routes(), profiles.allowedMethods());
app.use(api.routes()).use(api.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('Koa API listening on 3000'));
