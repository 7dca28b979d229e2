const express = require('express');
const db = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api/profiles', require('./routes/profiles'));

db.sequelize.sync().then(() => app.listen(3000, () => console.log('API listening on 3000')));
