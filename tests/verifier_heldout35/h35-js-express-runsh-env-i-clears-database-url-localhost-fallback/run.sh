#!/usr/bin/env bash
# start from a clean, reproducible environment (no stray variables from the shell)
cd "$(dirname "$0")"
exec env -i PATH="$PATH" HOME="$HOME" NODE_ENV=production PORT=3000 node index.js
