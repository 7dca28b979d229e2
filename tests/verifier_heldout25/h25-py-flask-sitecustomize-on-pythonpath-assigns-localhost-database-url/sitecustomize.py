"""Developer defaults.

Python imports ``sitecustomize`` automatically at start-up when it is found on sys.path;
run.sh puts the project directory on PYTHONPATH, so every interpreter started for this
project (gunicorn, flask shell, one-off scripts) gets the same settings without a .env file.
"""
import os

# Local docker-compose database (see README in the team wiki).
os.environ["DATABASE_URL"] = "postgresql://conduit:conduit@localhost:5432/conduit"
os.environ.setdefault("JWT_SECRET", "dev-secret-change-me")
os.environ.setdefault("JWT_TTL_HOURS", "24")
