const express = require('express');
const sequelize = require('./sequelize');
const favoriteHandlers = require('./handlers/favorite-handlers');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.post('/api/articles/:slug/favorite', favoriteHandlers.favorite);

sequelize.sync().then(() => app.listen(3000));
