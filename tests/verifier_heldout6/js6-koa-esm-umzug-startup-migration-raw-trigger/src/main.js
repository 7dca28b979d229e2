import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { migrator } from './db/migrate.js';
import { router } from './routes/index.js';

await migrator.up();

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000, () => console.log('ready on :3000'));
