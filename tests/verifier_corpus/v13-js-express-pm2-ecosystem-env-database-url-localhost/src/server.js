const express = require('express');
const sequelize = require('./db');
const profiles = require('./routes/profiles');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
app.use('/api', profiles);

const port = Number(process.env.PORT) || 3000;
sequelize.sync().then(() => app.listen(port, () => console.log(`conduit-api on ${port}`)));
