const express = require('express');
const sequelize = require('./db');
require('./models/Article');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/articles', require('./routes/articles'));

sequelize.sync().then(() => app.listen(process.env.PORT || 3000));
