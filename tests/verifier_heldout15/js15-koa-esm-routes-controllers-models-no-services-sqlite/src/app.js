import Koa from 'koa';
import cors from '@koa/cors';
import { koaBody } from 'koa-body';
import router from './routes/index.js';
import { sequelize } from './models/index.js';

const app = new Koa();
app.use(cors());
app.use(koaBody());
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
app.listen(3000);
console.log('Koa Conduit on port 3000');
