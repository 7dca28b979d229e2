#!/bin/bash
cd "$(dirname "$0")"
eval "$(cat .env)"
exec node src/app.js
