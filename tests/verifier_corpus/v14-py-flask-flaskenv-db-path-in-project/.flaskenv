# settings for `flask run` (read by python-dotenv)
FLASK_APP=conduit:create_app
FLASK_RUN_HOST=0.0.0.0
FLASK_RUN_PORT=8080
CONDUIT_DB=data/conduit.sqlite3
