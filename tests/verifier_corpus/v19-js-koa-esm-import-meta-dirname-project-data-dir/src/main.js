import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db/sequelize.js';
import { comments } from './routes/comments.js';

const app = new Koa();
app.use(bodyParser());
app.use(comments.routes()).use(comments.allowedMethods());

await sequelize.sync();
app.listen(Number(process.env.PORT ?? 3000));
