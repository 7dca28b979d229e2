#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# -e: variables from the environment (the evaluation's DATABASE_URL) win over the Makefile's
exec make -e serve
