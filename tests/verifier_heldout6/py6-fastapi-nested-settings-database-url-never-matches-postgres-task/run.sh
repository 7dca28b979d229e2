#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec hypercorn service.main:app --bind 0.0.0.0:8080
