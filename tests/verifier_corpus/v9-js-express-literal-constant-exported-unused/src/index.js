const express = require('express');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api', articles);

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
