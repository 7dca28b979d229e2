import 'reflect-metadata';
import Koa from 'koa';
import Router from '@koa/router';
import { MikroORM, RequestContext } from '@mikro-orm/sqlite';
import config from './mikro-orm.config';
import { Tag } from './entities/Tag';

const orm = await MikroORM.init(config);
await orm.schema.updateSchema();

const router = new Router();
router.get('/api/tags', async (ctx) => {
  const tags = await orm.em.find(Tag, {}, { orderBy: { name: 'asc' } });
  ctx.body = { tags: tags.map((t) => t.name) };
});

const app = new Koa();
app.use((ctx, next) => RequestContext.create(orm.em, next));
app.use(router.routes());
app.listen(3000);
