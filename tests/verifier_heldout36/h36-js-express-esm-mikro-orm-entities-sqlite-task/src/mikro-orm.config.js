import { defineConfig } from '@mikro-orm/sqlite';
import { UserSchema } from './entities/user.js';
import { FollowSchema } from './entities/follow.js';
export default defineConfig({
  dbName: 'conduit.sqlite3',
  entities: [UserSchema, FollowSchema],
  debug: false,
});
