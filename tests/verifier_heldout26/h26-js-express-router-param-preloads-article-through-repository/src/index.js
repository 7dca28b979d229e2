'use strict';
const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', require('./routes/users'));
app.use('/api/articles', require('./routes/articles'));
app.use((err, _req, res, _next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

sequelize
  .sync()
  .then(() => app.listen(3000, () => console.log('listening on 3000')))
  .catch((err) => { console.error(err); process.exit(1); });
