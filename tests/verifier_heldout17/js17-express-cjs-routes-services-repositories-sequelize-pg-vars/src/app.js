const express = require('express');
const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');
const tagsRouter = require('./routes/tags');
const errorHandler = require('./middleware/error-handler');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', usersRouter);
app.use('/api/articles', articlesRouter);
app.use('/api/tags', tagsRouter);
app.use(errorHandler);
module.exports = app;
