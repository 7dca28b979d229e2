import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import Router from '@koa/router';
import { migrate } from './db/pool.js';
import { tagsRouter } from './routes/tags.js';

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

app.use(bodyParser());
app.use(health.routes());
app.use(tagsRouter.routes()).use(tagsRouter.allowedMethods());

await migrate();
app.listen(3000, () => console.log('koa on 3000'));
