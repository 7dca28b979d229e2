const { Router } = require('express');
const articles = require('./articles');
const comments = require('./comments');
const health = require('./health');
const profiles = require('./profiles');
const tags = require('./tags');
const users = require('./users');

// Everything the API serves under /api.
const api = Router();
api.use(health, users, profiles, articles, comments, tags);

module.exports = api;
