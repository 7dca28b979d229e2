const express = require('express');
const { sequelize } = require('./db/sequelize');
const usersRouter = require('./routes/users.routes');

const app = express();
app.use(express.json());
app.get('/api/health', (req, res) => res.json({ status: 'ok' }));
app.use('/api', usersRouter);
app.use((err, req, res, next) => {
  res.status(err.status || 422).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(3000, '0.0.0.0', () => console.log('listening on 3000'));
});
