const express = require('express');
const sequelize = require('./db');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', articles);

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000));
