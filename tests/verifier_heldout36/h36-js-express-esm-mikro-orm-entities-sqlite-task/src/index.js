import express from 'express';
import { MikroORM, RequestContext } from '@mikro-orm/sqlite';
import config from './mikro-orm.config.js';
import { profilesRouter } from './routes/profiles.js';

const orm = await MikroORM.init(config);
await orm.schema.updateSchema();
const app = express();
app.use(express.json());
app.use((req, res, next) => RequestContext.create(orm.em, next));
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/profiles', profilesRouter(orm));
app.listen(3000);
