#!/usr/bin/env bash
set -euo pipefail
exec node lib/server.js
