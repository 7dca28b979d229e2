import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { init } from './db.js';
import { users } from './users.js';

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { ok: true }; });

app.use(bodyParser()).use(health.routes()).use(users.routes()).use(users.allowedMethods());

await init();
app.listen(3000, () => console.log('listening on 3000'));
