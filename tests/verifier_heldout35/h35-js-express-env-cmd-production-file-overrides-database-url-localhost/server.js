const express = require('express');
const db = require('./lib/db');
const api = require('./lib/api');

const app = express();
app.use(express.json());
app.use('/api', api);

db.sequelize.sync().then(() => app.listen(3000, () => console.log(`up (${process.env.NODE_ENV})`)));
