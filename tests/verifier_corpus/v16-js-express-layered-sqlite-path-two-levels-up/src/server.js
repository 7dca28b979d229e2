const express = require('express');
const { sequelize } = require('./models');
const api = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', api);

sequelize.sync().then(() => {
  const port = process.env.PORT || 3000;
  app.listen(port, () => console.log(`Conduit on ${port}`));
});
