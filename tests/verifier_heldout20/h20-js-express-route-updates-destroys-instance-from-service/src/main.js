require('express-async-errors');
const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/articles', require('./routes/articles.routes'));
app.use('/api/user', require('./routes/user.routes'));
app.use((err, req, res, next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

sequelize.sync().then(() => app.listen(3000));
