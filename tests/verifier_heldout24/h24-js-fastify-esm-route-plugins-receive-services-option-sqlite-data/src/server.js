import { buildApp } from './app.js';
import { sequelize } from './models/index.js';

await sequelize.sync();
const app = buildApp();
await app.listen({ port: 3000, host: '0.0.0.0' });
