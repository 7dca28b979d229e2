const express = require('express');
const { sequelize } = require('./models');
const comments = require('./routes/comments');

const app = express();
app.use(express.json());
app.use((req, _res, next) => { req.userId = Number(req.get('x-user-id')) || null; next(); });
app.get('/api/health-check', (_req, res) => res.sendStatus(200));
app.use('/api', comments);
app.use((err, _req, res, _next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

sequelize.sync().then(() => app.listen(3000));
