const express = require('express');
const config = require('./config/env');
const { sequelize } = require('./models');
const { buildRouter } = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', buildRouter());
sequelize.sync().then(() => app.listen(config.port));
