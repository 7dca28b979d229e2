require('dotenv').config();
const express = require('express');
const { sequelize } = require('./models');
const tags = require('./controllers/tags.controller');

const app = express();
app.get('/api/tags', tags.list);

sequelize.sync().then(() => app.listen(process.env.PORT));
