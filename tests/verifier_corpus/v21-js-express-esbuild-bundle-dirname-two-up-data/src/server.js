'use strict';
const express = require('express');
const { sequelize } = require('./db/models');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.use('/api/articles', articles);

sequelize.sync().then(() => {
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`conduit on :${port}`));
});
