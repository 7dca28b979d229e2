#!/usr/bin/env bash
set -eu
cd "$(dirname "$0")"
exec npm run start
