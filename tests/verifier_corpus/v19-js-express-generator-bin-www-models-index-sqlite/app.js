const express = require('express');
const cookieParser = require('cookie-parser');
const logger = require('morgan');

const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');

const app = express();

app.use(logger('dev'));
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser());

app.get('/api/health', (req, res) => res.json({ status: 'ok' }));
app.use('/api', usersRouter);
app.use('/api/articles', articlesRouter);

app.use((err, req, res, next) => {
  res.status(err.status || 500).json({ errors: { body: [err.message] } });
});

module.exports = app;
