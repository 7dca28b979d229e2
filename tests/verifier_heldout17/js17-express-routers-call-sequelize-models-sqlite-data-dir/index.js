const express = require('express');
const db = require('./src/models');
const services = require('./src/services');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', require('./src/routes/users'));
app.use('/api/articles', require('./src/routes/articles'));
app.use('/api/profiles', require('./src/routes/profiles'));
app.use('/api/tags', require('./src/routes/tags'));

db.sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
