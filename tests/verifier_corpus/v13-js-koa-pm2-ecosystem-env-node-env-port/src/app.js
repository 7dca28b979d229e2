import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { createSchema } from './db.js';
import tags from './routes/tags.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(tags.routes());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

const port = Number(process.env.PORT ?? 3000);
await createSchema();
app.listen(port, () => console.log(`koa-conduit on ${port}`));
