const express = require('express');
const db = require('./models');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api/users', require('./routes/users'));
app.use('/api/user', require('./routes/user'));
app.use('/api/articles', require('./routes/articles'));
app.use('/api/tags', require('./routes/tags'));

db.sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Conduit API on :3000'));
});
