const express = require('express');

const app = express();
app.use(express.json());
app.set('jwt secret', process.env.JWT_SECRET || 'conduit-secret');

module.exports = app;
