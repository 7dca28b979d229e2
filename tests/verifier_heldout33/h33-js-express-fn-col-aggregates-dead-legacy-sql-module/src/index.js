const express = require('express');
const { sequelize } = require('./db');
require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/articles'));
app.use('/api', require('./routes/tags'));

sequelize.sync().then(() => app.listen(3000, () => console.log('ready')));
