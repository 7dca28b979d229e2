#!/bin/bash
python3 "$(dirname "$0")/app.py"
