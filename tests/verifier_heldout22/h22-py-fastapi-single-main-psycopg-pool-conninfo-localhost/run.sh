#!/bin/bash
pip install -q -r requirements.txt 2>/dev/null || true
uvicorn main:app --host 0.0.0.0 --port 8080
