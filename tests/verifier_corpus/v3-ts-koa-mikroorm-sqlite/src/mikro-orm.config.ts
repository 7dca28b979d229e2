import { defineConfig } from '@mikro-orm/sqlite';
import { Tag } from './entities/Tag';

export default defineConfig({
  dbName: 'conduit.sqlite3',
  entities: [Tag],
  debug: false,
});
