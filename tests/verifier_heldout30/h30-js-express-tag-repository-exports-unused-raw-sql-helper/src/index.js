const express = require('express');
const { sequelize } = require('./models');

async function start() {
  await sequelize.sync();
  const app = express();
  app.use(express.json());
  app.use('/api', require('./routes'));
  app.use((err, _req, res, _next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));
  app.listen(3000, () => console.log('listening on 3000'));
}

start();
