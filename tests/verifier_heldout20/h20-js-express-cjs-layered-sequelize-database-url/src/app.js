const express = require('express');
const routes = require('./routes');
const { errorHandler } = require('./middleware/errors');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', routes);
app.use(errorHandler);

module.exports = app;
