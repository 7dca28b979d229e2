const express = require('express');
const db = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'UP' }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));
app.use((err, req, res, next) => res.status(500).json({ errors: { body: [err.message] } }));

db.sequelize.sync().then(() => {
  app.listen(3000, () => console.log('Listening on port 3000'));
});
