const express = require('express');
require('express-async-errors');
const { sequelize } = require('./models');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.status(200).json({ ok: true }));
app.use('/api', require('./routes/users'));
app.use('/api', require('./routes/articles'));
app.use('/api', require('./routes/tags'));

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

const PORT = process.env.PORT || 3000;

sequelize.sync().then(() => {
  app.listen(PORT, () => console.log(`Server listening on http://localhost:${PORT}`));
});
