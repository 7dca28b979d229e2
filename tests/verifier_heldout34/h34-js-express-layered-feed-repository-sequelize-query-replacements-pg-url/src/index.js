const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/articles'));

sequelize.sync().then(() => app.listen(3000, () => console.log('listening')));
