const express = require('express');
const { sequelize } = require('./models');
const usersRouter = require('./routes/users');
const errorHandler = require('./routes/errors');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'up' }));
app.use('/api', usersRouter);
app.use(errorHandler);

sequelize.sync().then(() => app.listen(3000));
