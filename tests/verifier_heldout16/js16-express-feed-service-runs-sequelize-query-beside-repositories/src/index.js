const express = require('express');
const sequelize = require('./config/database');
require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.use('/api/articles', require('./routes/article.routes'));

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
