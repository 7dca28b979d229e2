'use strict';

process.env.DATABASE_URL = process.env.POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://conduit:conduit@localhost:5432/conduit';
