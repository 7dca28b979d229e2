import { MikroORM } from '@mikro-orm/sqlite';
import { UserSchema } from './entities/user.js';
import { TagSchema } from './entities/tag.js';

export async function initOrm() {
  const orm = await MikroORM.init({
    dbName: 'conduit.sqlite',
    entities: [UserSchema, TagSchema],
    debug: false,
  });
  await orm.getSchemaGenerator().updateSchema();
  return orm;
}
