const express = require('express');
const config = require('./config');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.use('/api', require('./routes'));
app.use((err, req, res, next) => res.status(500).json({ errors: { body: [err.message] } }));

sequelize.sync().then(() => app.listen(config.port, () => console.log(`API on ${config.port}`)));
