const express = require('express');
const { sequelize } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', require('./routes/articles'));

sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
