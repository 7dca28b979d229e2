const express = require('express');
const config = require('../config');
const { sequelize } = require('./models');
const comments = require('./controllers/comments');

const app = express();
app.use(express.json());
app.use('/api/articles/:slug/comments', comments);
app.use((err, req, res, next) => { // eslint-disable-line no-unused-vars
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => app.listen(config.port, () => console.log(`listening on ${config.port}`)));
