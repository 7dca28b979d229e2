# Gunicorn settings for the Conduit API (picked up from the working directory).
import os
import sqlite3

bind = "0.0.0.0:8080"
workers = 2
accesslog = "-"

_HERE = os.path.dirname(os.path.abspath(__file__))
_DB_FILE = os.path.join(_HERE, "var", "conduit.db")
_SEED = os.path.join(_HERE, "sql", "bootstrap.sql")


def on_starting(server):
    """Make sure the popular tags exist before the workers boot."""
    os.makedirs(os.path.dirname(_DB_FILE), exist_ok=True)
    with open(_SEED, encoding="utf-8") as fh:
        script = fh.read()
    conn = sqlite3.connect(_DB_FILE)
    try:
        conn.executescript(script)
        conn.commit()
    finally:
        conn.close()
    server.log.info("bootstrap.sql applied to %s", _DB_FILE)
