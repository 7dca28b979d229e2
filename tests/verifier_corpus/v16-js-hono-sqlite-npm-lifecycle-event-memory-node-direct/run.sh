#!/bin/bash
cd "$(dirname "$0")" || exit 1
npm ci
exec node src/main.js
