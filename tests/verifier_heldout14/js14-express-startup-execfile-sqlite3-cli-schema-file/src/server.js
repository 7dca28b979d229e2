const express = require('express');
const { sequelize, applySchema } = require('./db');

applySchema();

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/articles'));

sequelize.authenticate().then(() => app.listen(3000, () => console.log('listening on 3000')));
