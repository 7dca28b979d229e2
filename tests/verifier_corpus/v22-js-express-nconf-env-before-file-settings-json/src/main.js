const express = require('express');
const config = require('./config');
const sequelize = require('./config/database');
require('./models/Tag');
require('./models/User');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', routes);

sequelize
  .sync()
  .then(() => app.listen(config.port, () => console.log(`conduit listening on ${config.port}`)))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
