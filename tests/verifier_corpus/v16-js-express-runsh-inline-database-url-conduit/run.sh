#!/bin/sh
set -e
cd "$(dirname "$0")"
npm install --production
DATABASE_URL=postgres://user:password@postgres:5432/conduit exec node server.js
