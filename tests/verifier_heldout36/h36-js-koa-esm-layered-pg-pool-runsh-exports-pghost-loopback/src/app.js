import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { createSchema } from './repositories/db.js';
import { router } from './routes/comments.routes.js';
const app = new Koa();
app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());
await createSchema();
app.listen(3000);
