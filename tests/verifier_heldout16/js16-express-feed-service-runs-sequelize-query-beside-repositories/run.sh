#!/usr/bin/env bash
set -euo pipefail
exec node src/index.js
