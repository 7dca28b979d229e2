const express = require('express');
const UserRepository = require('./repositories/UserRepository');
const TagRepository = require('./repositories/TagRepository');
const UserService = require('./services/UserService');
const TagService = require('./services/TagService');

const repos = { users: new UserRepository(), tags: new TagRepository() };
const services = { users: new UserService(repos.users), tags: new TagService(repos.tags) };

const app = express();
app.use(express.json());
app.locals.repos = repos;
app.locals.services = services;

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/profiles'));
app.use('/api', require('./routes/tags'));

app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

module.exports = app;
