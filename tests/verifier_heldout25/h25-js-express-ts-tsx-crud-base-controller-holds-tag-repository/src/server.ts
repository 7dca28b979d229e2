import express from 'express';
import { sequelize } from './config/database';
import './models/article.model';
import { router } from './routes';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => {
  res.status(200).send('ok');
});
app.use('/api', router);

sequelize
  .sync()
  .then(() => app.listen(3000, () => console.log('listening on 3000')))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
