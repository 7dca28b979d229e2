import { readFileSync } from 'node:fs';

const file = new URL('../config/app.json', import.meta.url);

export const config = JSON.parse(readFileSync(file, 'utf8'));
