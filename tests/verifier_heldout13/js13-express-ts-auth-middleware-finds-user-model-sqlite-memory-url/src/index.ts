import express from 'express';
import { sequelize } from './db/sequelize';
import './models/User';
import userRoutes from './routes/users';

const app = express();
app.use(express.json());

app.get('/api/health-check', (_req, res) => {
  res.status(200).json({ status: 'ok' });
});
app.use('/api', userRoutes);

const PORT = 3000;

sequelize.sync().then(() => {
  app.listen(PORT, () => {
    console.log(`Server running on port ${PORT}`);
  });
});
