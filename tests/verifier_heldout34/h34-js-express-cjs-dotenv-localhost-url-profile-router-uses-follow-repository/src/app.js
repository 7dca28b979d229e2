const express = require('express');
const { migrate } = require('./repositories/db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/profiles'));

migrate().then(() => app.listen(3000, () => console.log('Conduit on 3000')));
