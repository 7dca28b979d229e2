#!/bin/bash
cd "$(dirname "$0")"
npx prisma db push --skip-generate && exec node server.js
