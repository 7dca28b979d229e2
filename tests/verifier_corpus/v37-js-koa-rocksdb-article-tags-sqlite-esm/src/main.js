import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './database.js';
import './models/article.js';
import { router } from './routes/index.js';

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(Number(process.env.PORT ?? 3000));
