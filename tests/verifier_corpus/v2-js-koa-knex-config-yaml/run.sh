#!/bin/sh
npx knex migrate:latest
exec npm start
