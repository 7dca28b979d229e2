const express = require('express');
const { init } = require('./db/knex');
const users = require('./routes/users');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).end());
app.use('/api', users);
app.use('/api', articles);

init().then(() => app.listen(3000, () => console.log('conduit on :3000')));
