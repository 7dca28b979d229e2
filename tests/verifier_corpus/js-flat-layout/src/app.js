const express = require('express');
const usersRouter = require('./routes');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', usersRouter);

module.exports = app;
