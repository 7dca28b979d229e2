require('dotenv').config();
const express = require('express');
const { sequelize, env } = require('./models');
const users = require('./routes/users');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'up' }));
app.use('/api', users);

const port = process.env.PORT || 3000;
sequelize.sync().then(() => {
  app.listen(port, () => console.log(`[${env}] listening on ${port}`));
});
