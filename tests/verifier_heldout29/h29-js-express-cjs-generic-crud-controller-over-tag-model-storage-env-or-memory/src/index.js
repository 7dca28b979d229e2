const express = require('express');
const { sequelize } = require('./models');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', routes);
app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Conduit API on :3000'));
});
