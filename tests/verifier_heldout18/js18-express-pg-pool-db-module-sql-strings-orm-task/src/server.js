const express = require('express');
const { migrate } = require('./db');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).send('ok'));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/tags'));

migrate().then(() => app.listen(3000, () => console.log('up on :3000')));
