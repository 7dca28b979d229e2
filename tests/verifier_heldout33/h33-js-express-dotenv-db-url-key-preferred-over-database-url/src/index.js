require('dotenv').config();
const express = require('express');
const { migrate } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes'));

migrate().then(() => app.listen(3000, () => console.log('up on 3000')));
