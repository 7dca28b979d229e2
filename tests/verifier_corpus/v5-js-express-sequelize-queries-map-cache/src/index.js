const express = require('express');
const { connect } = require('./db');
const users = require('./users');

const app = express();
app.use(express.json());
app.use((req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.use('/api', users);

connect().then(() => {
  app.listen(process.env.PORT || 3000, () => console.log('listening'));
});
