"""Defaults for local runs; every key can be overridden with a FLASK_<KEY> environment variable."""

SQLALCHEMY_DATABASE_URI = "sqlite:///conduit.sqlite3"
SQLALCHEMY_TRACK_MODIFICATIONS = False
SECRET_KEY = "dev"
FEED_PAGE_SIZE = 20
