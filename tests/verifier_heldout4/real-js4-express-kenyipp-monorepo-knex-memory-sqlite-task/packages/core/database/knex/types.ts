import type { Knex } from 'knex';

export type KnexConfig = Record<string, Knex.Config>;
