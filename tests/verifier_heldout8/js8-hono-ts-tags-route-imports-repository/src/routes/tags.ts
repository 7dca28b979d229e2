import { Hono } from 'hono';
import { tagRepository } from '../repositories/tag.repository';

export const tags = new Hono();

// Nothing to decide here: the list of tags is the list of tags.
tags.get('/', async (c) => c.json({ tags: await tagRepository.allNames() }));
