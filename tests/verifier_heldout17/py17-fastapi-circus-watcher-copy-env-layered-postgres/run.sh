#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec circusd --log-level info circus.ini
