import fs from 'node:fs';
import Koa from 'koa';
import { sequelize } from './lib/sequelize.mjs';
import { healthRouter } from './routes/health.mjs';
import { tagRouter } from './services/TagService.mjs';

fs.mkdirSync('var', { recursive: true });
const app = new Koa();
app.use(healthRouter.routes());
app.use(tagRouter.routes());
await sequelize.sync();
app.listen(Number(process.env.PORT) || 3000, '0.0.0.0');
