import express from 'express';
import { sequelize } from './models';
import { articlesRouter } from './routes/articles';

const app = express();
app.use(express.json());
app.use((req, res, next) => {
  res.locals.userId = req.header('x-user-id');
  next();
});
app.get('/api/health-check', (_req, res) => { res.sendStatus(200); });
app.use('/api', articlesRouter);

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
