import { sequelize } from '../src/db/sequelize.js';
import '../src/models/index.js';

await sequelize.sync();
console.log(`schema ready (${process.env.SQLITE_PATH})`);
await sequelize.close();
