#!/bin/bash
cd "$(dirname "$0")"
exec python app.py
