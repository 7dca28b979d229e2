import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './models/index.js';
import { health } from './routes/health.js';
import { users } from './routes/users.js';

const app = new Koa();
app.use(bodyParser());
app.use(health.routes());
app.use(users.routes()).use(users.allowedMethods());

await sequelize.sync();
app.listen(3000, () => console.log('listening on :3000'));
