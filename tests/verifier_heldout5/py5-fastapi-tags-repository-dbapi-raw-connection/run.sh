#!/usr/bin/env bash
set -e
python -m conduit
