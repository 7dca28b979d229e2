#!/usr/bin/env bash
set -e
exec node --import tsx src/main.ts
