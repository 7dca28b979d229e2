import express from 'express';
import { options } from './cli.js';
import { sequelize } from './models/db.js';
import { tagsRouter } from './routes/tags.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', tagsRouter);

await sequelize.sync();
app.listen(options.port, () => {
  console.log(`conduit listening on ${options.port} (db: ${options.db})`);
});
