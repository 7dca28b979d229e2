const express = require('express');
const config = require('./config');
const { sequelize } = require('./api/models');
const routes = require('./api/routes');

const app = express();
app.use(express.json());
app.use('/api', routes);
app.use((err, _req, res, _next) => {
  const status = err.status || 500;
  res.status(status).json({ errors: err.errors || { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`listening on ${config.port}`));
});
