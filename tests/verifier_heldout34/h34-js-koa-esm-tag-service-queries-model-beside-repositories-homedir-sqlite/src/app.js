import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/index.js';
import { router } from './routes/index.js';

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());

await sequelize.sync();
app.listen(3000);
