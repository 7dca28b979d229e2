import 'reflect-metadata';
import Koa from 'koa';
import Router from '@koa/router';
import container from './ioc';
import { TYPES } from './types';
import { sequelize } from './database';
import type { TagController } from './controllers/tag.controller';

const app = new Koa();
const health = new Router();
health.get('/api/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

app.use(health.routes());
app.use(container.get<TagController>(TYPES.TagController).routes().routes());

sequelize.sync().then(() => app.listen(3000));
