const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', require('./routes/articles'));
app.use('/api', require('./routes/tags'));
app.use((err, req, res, next) => res.status(err.status || 500).json({ errors: { body: [err.message] } }));

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
