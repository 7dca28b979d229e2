'use strict';
const express = require('express');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./db');

const app = express();
app.use(express.json());
app.use((req, _res, next) => {
  const header = req.headers.authorization || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  if (token) {
    try { req.userId = jwt.verify(token, process.env.JWT_SECRET).id; } catch (_) { /* anonymous */ }
  }
  next();
});
app.use('/api/profiles', require('./routes/profiles'));

sequelize.sync().then(() => {
  app.listen(Number(process.env.PORT) || 3000, () => console.log('API ready'));
});
