const express = require('express');
const config = require('./config');
const { sequelize } = require('./models');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', routes);
app.use((err, _req, res, _next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

(async () => {
  await sequelize.sync();
  app.listen(config.port, () => console.log(`listening on ${config.port}`));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
