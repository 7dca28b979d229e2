#!/usr/bin/env bash
exec npx tsx src/index.ts
