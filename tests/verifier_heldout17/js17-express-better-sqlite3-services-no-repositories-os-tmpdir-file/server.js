const express = require('express');
const { initSchema } = require('./src/db/connection');

initSchema();
const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).send('ok'));
app.use('/api/users', require('./src/controllers/users.controller'));
app.use('/api/articles', require('./src/controllers/articles.controller'));
app.listen(3000);
