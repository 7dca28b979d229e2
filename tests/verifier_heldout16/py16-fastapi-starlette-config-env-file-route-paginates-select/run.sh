#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
exec hypercorn conduit.app:app --bind 0.0.0.0:8080
