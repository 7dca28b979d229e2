#!/bin/sh
# FLASK_DEBUG selects DevConfig (autoapp.py): the SQLite file dev.db in the project root
export FLASK_DEBUG=1
exec gunicorn autoapp:app -b 0.0.0.0:8080 -w 1
