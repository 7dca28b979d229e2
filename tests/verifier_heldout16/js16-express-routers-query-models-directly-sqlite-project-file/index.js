const express = require('express');
const cors = require('cors');
const sequelize = require('./db');
require('./models');

const app = express();
app.use(cors());
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api/users', require('./routes/users'));
app.use('/api/user', require('./routes/user'));
app.use('/api/articles', require('./routes/articles'));
app.use('/api/tags', require('./routes/tags'));

sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Server running on http://localhost:3000'));
});
