#!/bin/sh
# as the demo's README: create the database, its user and tables (init_db.py), then run the package
python init_db.py
exec python -m aiohttpdemo_polls --config config/polls.yaml
