#!/usr/bin/env bash
set -e
npx typeorm migration:run
exec npx ts-node ./src/index.ts
