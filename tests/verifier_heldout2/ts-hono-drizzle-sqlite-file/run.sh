#!/usr/bin/env bash
set -e
mkdir -p data
npx drizzle-kit push
exec npm start
