FLASK_DEBUG=1
DB_FILE=/tmp/conduit-scratch.db
