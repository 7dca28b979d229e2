import express from 'express';
import dotenv from 'dotenv';
import { connect } from './db/index.js';
import { tagsRouter } from './routes/tags.js';

dotenv.config();

async function main() {
  const db = await connect();
  const app = express();
  app.use(express.json());
  app.locals.db = db;
  app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
  app.use('/api/tags', tagsRouter);
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`listening on ${port}`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
