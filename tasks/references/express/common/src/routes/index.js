const { Router } = require('express');
const articles = require('./articles'); // feature-line: articles
const comments = require('./comments'); // feature-line: comments
const health = require('./health');
const profiles = require('./profiles'); // feature-line: profiles
const tags = require('./tags'); // feature-line: articles
const users = require('./users');

// Everything the API serves under /api.
const api = Router();
api.use(
  health,
  users,
  profiles, // feature-line: profiles
  articles, // feature-line: articles
  comments, // feature-line: comments
  tags, // feature-line: articles
);

module.exports = api;
