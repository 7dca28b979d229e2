const express = require('express');
const config = require('./config');
const { sequelize } = require('./db');

const app = express();
app.use(express.json());
app.use('/api', require('./routes'));

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`Conduit API on :${config.port}`));
});
