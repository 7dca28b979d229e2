const express = require('express');
const sequelize = require('./lib/sequelize');
require('./lib/models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).send('ok'));
app.use('/api', require('./routes/comments'));

let server;

async function shutdown(signal) {
  console.log(`${signal} received, closing`);
  server?.close();
  // let SQLite refresh its planner statistics before the connection goes away
  await sequelize.query('PRAGMA optimize;');
  await sequelize.close();
  process.exit(0);
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

sequelize.sync().then(() => {
  server = app.listen(3000, () => console.log('listening on 3000'));
});
