const express = require('express');
const { port } = require('./config');
const sequelize = require('./database');
const comments = require('./routes/comments');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.send({ status: 'ok' }));
app.use('/api', comments);

sequelize.sync().then(() => app.listen(port, () => console.log(`listening on ${port}`)));
