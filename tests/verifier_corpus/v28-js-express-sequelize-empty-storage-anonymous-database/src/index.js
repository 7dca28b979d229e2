const express = require('express');
const sequelize = require('./db');
const articleRoutes = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', articleRoutes);

sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
