const express = require('express');
const sequelize = require('./db');
require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/articles'));

sequelize.sync().then(() => app.listen(Number(process.env.PORT || 3000)));
