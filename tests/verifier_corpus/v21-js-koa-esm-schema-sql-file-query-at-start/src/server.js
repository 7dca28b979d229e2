import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { prepareSchema } from './schema.js';
import { comments } from './routes/comments.js';

const app = new Koa();
app.use(bodyParser());
app.use(comments.routes()).use(comments.allowedMethods());

await prepareSchema();
app.listen(Number(process.env.PORT ?? 3000));
