const express = require('express');
const { port } = require('./config');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./controllers/users'));
app.use('/api', require('./controllers/comments'));

sequelize.sync().then(() => app.listen(port, () => console.log(`API on ${port}`)));
