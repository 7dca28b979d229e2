import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db/connection';
import './models/user.model';
import './models/article.model';
import { api } from './routes/api';

async function main() {
  await sequelize.sync();
  const app = new Koa();
  app.use(bodyParser());
  app.use(api.routes()).use(api.allowedMethods());
  app.listen(3000, () => console.log('listening on 3000'));
}

main();
