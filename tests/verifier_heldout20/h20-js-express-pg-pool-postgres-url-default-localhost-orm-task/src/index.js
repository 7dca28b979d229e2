const express = require('express');
const { migrate } = require('./db/migrate');
const router = require('./routes');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api', router);

migrate()
  .then(() => app.listen(3000, () => console.log('conduit on :3000')))
  .catch((e) => { console.error(e); process.exit(1); });
