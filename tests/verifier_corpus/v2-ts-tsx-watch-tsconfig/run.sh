#!/bin/sh
exec npx tsx watch --tsconfig ./tsconfig.json src/server.ts
