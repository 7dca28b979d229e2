const express = require('express');
const config = require('./config');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.use('/api', require('./routes/articles'));

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`listening on ${config.port}`));
});
