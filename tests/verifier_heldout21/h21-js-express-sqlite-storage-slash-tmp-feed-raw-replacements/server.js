const express = require('express');
const db = require('./src/db');
const articles = require('./src/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.send('OK'));
app.use('/api/articles', articles);

db.sequelize.sync().then(() => app.listen(3000));
