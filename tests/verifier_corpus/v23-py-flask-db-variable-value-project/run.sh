#!/bin/bash
cd "$(dirname "$0")"
export CONDUIT_DB="${CONDUIT_DB:-data/conduit.db}"
exec gunicorn -b 0.0.0.0:8080 app.main:app
