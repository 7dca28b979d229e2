const express = require('express');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const app = express();
app.use(express.json());
app.use('/api/articles', articles);
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: ['internal error'] } });
});

const port = Number(process.env.PORT) || 3000;
sequelize.sync().then(() => {
  app.listen(port, () => console.log(`conduit on :${port}`));
});
