'use strict';
const express = require('express');
const sequelize = require('./models/sequelize');
const { contextMiddleware } = require('./context');

const app = express();
app.use(express.json());
app.use(contextMiddleware);
app.use('/api', require('./routes/profiles.routes'));
app.use('/api', require('./routes/tags.routes'));

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000));
