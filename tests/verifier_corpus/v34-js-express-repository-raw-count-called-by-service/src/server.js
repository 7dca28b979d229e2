'use strict';
const express = require('express');
const sequelize = require('./db');
require('./models/Favorite');
const favorites = require('./routes/favorites');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', favorites);
sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
