const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api', require('./routes/profiles'));
app.use((err, _req, res, _next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

sequelize.sync().then(() => app.listen(3000, () => console.log('ready on 3000')));
