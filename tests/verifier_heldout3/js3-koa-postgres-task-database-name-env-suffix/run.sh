#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export NODE_ENV="${NODE_ENV:-development}"
exec npm start
