import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { config } from '~/config';
import { sequelize } from '~/models/db';
import '~/models/user';
import { usersRouter } from '~/routes/users.routes';

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
api.use(usersRouter.routes(), usersRouter.allowedMethods());

app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(config.port, () => console.log(`listening on ${config.port}`)));
