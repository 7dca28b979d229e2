import 'reflect-metadata';
import express from 'express';
import jwt from 'jsonwebtoken';
import { container } from './container';
import { ProfileController } from './controllers/ProfileController';
import { sequelize } from './models/entities';

const app = express();
app.use(express.json());
app.use((req, _res, next) => {
  const token = req.header('authorization')?.replace(/^(Token|Bearer) /, '');
  if (token) {
    try {
      (req as any).userId = (jwt.verify(token, process.env.JWT_SECRET ?? 'secret') as any).id;
    } catch {
      /* anonymous */
    }
  }
  next();
});

app.get('/api/health-check', (_req, res) => res.json({ ok: true }));
app.use('/api', container.resolve(ProfileController).router());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
