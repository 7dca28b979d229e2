const express = require('express');
const { sequelize } = require('./models');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'up' }));
app.use('/api', routes);

sequelize.sync().then(() => app.listen(3000, () => console.log('ready on 3000')));
