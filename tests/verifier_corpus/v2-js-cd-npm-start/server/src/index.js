const express = require('express');
const { sequelize } = require('./db');
const tagRoutes = require('./routes/tags');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', tagRoutes);

sequelize.sync().then(() => app.listen(3000));
