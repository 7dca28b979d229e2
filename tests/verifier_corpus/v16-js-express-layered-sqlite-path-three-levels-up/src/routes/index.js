const { Router } = require('express');

const api = Router();
api.use(require('./users'));

module.exports = api;
