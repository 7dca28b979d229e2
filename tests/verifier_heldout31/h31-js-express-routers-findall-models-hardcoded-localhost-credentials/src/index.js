const express = require('express');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.send('OK'));
app.use('/api/articles', require('./routes/articles'));
app.use('/api/tags', require('./routes/tags'));

sequelize.sync({ alter: true }).then(() => app.listen(3000, () => console.log('API ready on 3000')));
