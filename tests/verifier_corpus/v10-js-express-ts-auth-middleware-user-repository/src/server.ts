import express from 'express';
import { sequelize } from './db';
import { userRoutes } from './routes/userRoutes';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'ok' }));
app.use('/api', userRoutes);

const port = Number(process.env.PORT ?? 3000);

sequelize.sync().then(() => {
  app.listen(port, () => console.log(`Conduit (Express) on ${port}`));
});
