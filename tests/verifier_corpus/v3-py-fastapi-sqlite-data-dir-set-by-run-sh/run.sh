#!/bin/sh
export DATA_DIR=./data
exec uvicorn app.main:app --host 0.0.0.0 --port 8080
