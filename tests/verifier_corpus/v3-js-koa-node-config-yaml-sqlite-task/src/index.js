import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import config from 'config';
import { sequelize } from './db.js';
import tags from './routes/tags.js';

const app = new Koa();
app.use(bodyParser());
app.use(tags.routes()).use(tags.allowedMethods());

await sequelize.sync();
app.listen(config.get('server.port'));
