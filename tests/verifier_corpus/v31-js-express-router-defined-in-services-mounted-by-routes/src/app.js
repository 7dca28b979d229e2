'use strict';

const express = require('express');
const api = require('./routes');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.use('/api', api);

sequelize.sync().then(() => app.listen(3000, '0.0.0.0'));
