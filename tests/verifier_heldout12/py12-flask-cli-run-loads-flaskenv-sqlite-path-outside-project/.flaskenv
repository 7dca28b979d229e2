# Read by the flask CLI (python-dotenv). Public, non-secret settings only.
FLASK_APP=conduit_app:create_app
FLASK_DEBUG=0
DATABASE_URL=sqlite:////var/tmp/conduit/conduit.db
