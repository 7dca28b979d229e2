const express = require('express');
const sequelize = require('./db/sequelize');
require('./models');
const apiRouter = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', apiRouter);
app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

(async () => {
  await sequelize.sync();
  app.listen(3000, () => console.log('listening on 3000'));
})();
