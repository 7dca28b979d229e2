const express = require('express');
const { sequelize } = require('./database');
const favorites = require('./favorites');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.post('/api/articles/:slug/favorite', favorites.favorite);
app.delete('/api/articles/:slug/favorite', favorites.unfavorite);

sequelize.sync().then(() => app.listen(3000));
