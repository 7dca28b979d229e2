#!/bin/sh
exec npx tsx src/server.ts
