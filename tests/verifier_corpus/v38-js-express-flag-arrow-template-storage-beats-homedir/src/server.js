const express = require('express');
const { flag } = require('./flags');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/favorites'));

sequelize.sync().then(() => app.listen(Number(flag('port', '3000'))));
