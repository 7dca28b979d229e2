import { MikroORM } from '@mikro-orm/postgresql';
import { UserSchema, ArticleSchema } from './entities/index.js';

export async function initOrm() {
  const orm = await MikroORM.init({
    clientUrl: process.env.DATABASE_URL,
    entities: [UserSchema, ArticleSchema],
    debug: false,
    allowGlobalContext: false,
  });
  await orm.getSchemaGenerator().updateSchema();
  return orm;
}
