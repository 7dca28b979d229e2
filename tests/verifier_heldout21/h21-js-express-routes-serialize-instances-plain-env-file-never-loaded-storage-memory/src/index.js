const express = require('express');
const { sequelize } = require('./models');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', routes);

(async () => {
  await sequelize.sync();
  app.listen(3000, () => console.log('listening on 3000'));
})();
