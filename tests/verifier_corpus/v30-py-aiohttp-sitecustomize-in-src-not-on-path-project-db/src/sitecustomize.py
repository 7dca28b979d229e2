"""Local defaults, imported by Python at start-up when this directory is on sys.path."""
import os

os.environ.setdefault("CONDUIT_SQLITE", "/tmp/conduit-dev.sqlite3")
