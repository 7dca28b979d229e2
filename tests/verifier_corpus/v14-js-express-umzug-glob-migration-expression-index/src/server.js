const express = require('express');
const { migrator } = require('./db/migrator');
const profiles = require('./routes/profiles');

async function start() {
  await migrator.up();

  const app = express();
  app.use(express.json());
  app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
  app.use('/api', profiles);

  const port = process.env.PORT || 3000;
  app.listen(port, () => console.log(`API ready on :${port}`));
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
