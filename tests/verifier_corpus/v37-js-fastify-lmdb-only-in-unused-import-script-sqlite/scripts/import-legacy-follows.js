// One-off migration from the prototype, which kept follows in LMDB: reads the old store given on the command
// line and inserts the edges into the Follow table. Run by hand (npm run import:legacy-follows -- <path>);
// the server never imports this file.
import { open } from 'lmdb';
import { sequelize } from '../src/db.js';
import { Follow } from '../src/models/follow.js';

const legacy = open({ path: process.argv[2], readOnly: true });
await sequelize.sync();
for (const [followerId, followingId] of legacy.getKeys()) {
  await Follow.findOrCreate({ where: { followerId, followingId } });
}
await legacy.close();
await sequelize.close();
