import Koa from 'koa';
import Router from '@koa/router';
import cors from '@koa/cors';
import bodyParser from 'koa-bodyparser';
import { ensureSchema } from './knex.js';
import tags from './routes/tags.js';
import profiles from './routes/profiles.js';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});
api.use(tags.routes());
api.use(profiles.routes());

app.use(cors());
app.use(bodyParser());
app.use(api.routes());
app.use(api.allowedMethods());

await ensureSchema();
app.listen(3000, () => console.log('koa conduit listening on 3000'));
