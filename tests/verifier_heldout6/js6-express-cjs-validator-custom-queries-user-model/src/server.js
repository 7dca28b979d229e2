const express = require('express');
const { sequelize } = require('./models');
const routes = require('./routes');
const { HttpError } = require('./services/user.service');

const app = express();
app.use(express.json());
app.use('/api', routes);
app.use((err, _req, res, _next) => {
  if (err instanceof HttpError) return res.status(err.status).json({ errors: err.errors });
  console.error(err);
  return res.status(500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Conduit API on :3000'));
});
