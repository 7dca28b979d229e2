# local development defaults (picked up by the flask command)
FLASK_APP=conduit:create_app
CONDUIT_DB_PATH=/tmp/conduit-dev.sqlite3
