const express = require('express');
const config = require('./config');
const { sequelize } = require('./models');
const profiles = require('./routes/profiles.routes');

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api', profiles);
app.use((err, _req, res, _next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

sequelize.sync().then(() => app.listen(config.port, () => console.log(`API on :${config.port}`)));
