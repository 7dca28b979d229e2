const express = require('express');
const { sequelize } = require('./models');
const articleRoutes = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', articleRoutes);

sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
