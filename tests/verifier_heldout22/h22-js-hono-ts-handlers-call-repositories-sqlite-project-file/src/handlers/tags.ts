import { Hono } from 'hono';
import { tagRepository } from '../repositories/tagRepository';

export const tags = new Hono();
tags.get('/', (c) => c.json({ tags: tagRepository.all() }));
