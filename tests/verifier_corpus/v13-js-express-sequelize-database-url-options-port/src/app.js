const express = require('express');
const sequelize = require('./config');
const commentsRouter = require('./routes/comments');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.status(200).json({ status: 'ok' }));
app.use('/api', commentsRouter);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ errors: { body: [err.message] } });
});

const PORT = process.env.PORT || 3000;

(async () => {
  await sequelize.sync();
  app.listen(PORT, () => console.log(`Server running on port ${PORT}`));
})();
