import { Router } from 'express';
import { signIn, signUp, whoAmI } from '../interactors/accounts.js';
import { viewer, wrap } from './http.js';

export const accounts = Router();

accounts.post('/users', wrap(async (req, res) => {
  res.status(201).json({ user: await signUp(req.body.user ?? {}) });
}));

accounts.post('/users/login', wrap(async (req, res) => {
  res.json({ user: await signIn(req.body.user ?? {}) });
}));

accounts.get('/user', wrap(async (req, res) => {
  const id = viewer(req);
  if (!id) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  res.json({ user: await whoAmI(id) });
}));
