#!/usr/bin/env bash
set -e
python src/app.py
