const express = require('express');
const { sequelize } = require('./src/models');
const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).json({ ok: true }));
app.use('/api/users', require('./src/routes/users'));
app.use('/api/articles', require('./src/routes/articles'));
sequelize.sync().then(() => app.listen(3000));
