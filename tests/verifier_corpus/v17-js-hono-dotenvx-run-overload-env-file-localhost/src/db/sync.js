import { sequelize } from './index.js';

await sequelize.sync();
await sequelize.close();
console.log('schema synchronised');
