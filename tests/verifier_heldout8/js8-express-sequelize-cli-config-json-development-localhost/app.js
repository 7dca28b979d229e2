const express = require('express');
const db = require('./models');

const app = express();
app.use(express.json());
app.use('/api', require('./routes/api'));
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

const PORT = process.env.PORT || 3000;

db.sequelize.authenticate().then(() => {
  app.listen(PORT, () => console.log(`Listening on ${PORT}`));
});
