const express = require('express');
const { port } = require('./config');
const { sequelize } = require('./models');

async function main() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    const token = (req.get('authorization') || '').replace(/^Token /, '');
    req.userId = token ? Number(token.split('.')[0]) : undefined;
    next();
  });
  app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
  // required after sync so the read-only connection finds the file
  app.use('/api', require('./routes/profiles'));
  app.listen(port);
}

main();
