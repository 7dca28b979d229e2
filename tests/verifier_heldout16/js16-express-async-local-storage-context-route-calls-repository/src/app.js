const express = require('express');
const { requestContext } = require('./context/request-context');
const userRepository = require('./repositories/user.repository');
const tagRepository = require('./repositories/tag.repository');
const { createUserService } = require('./services/user.service');

const repositories = { userRepository, tagRepository };
const services = { userService: createUserService(userRepository) };

const app = express();
app.use(express.json());
app.use((req, res, next) => requestContext.run({ services, repositories }, next));

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/users', require('./routes/users.router'));
app.use('/api/profiles', require('./routes/profiles.router'));
app.use('/api/tags', require('./routes/tags.router'));

module.exports = app;
