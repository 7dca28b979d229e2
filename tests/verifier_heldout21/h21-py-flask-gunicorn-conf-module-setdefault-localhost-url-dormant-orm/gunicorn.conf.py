# Gunicorn settings. This file is executed by the gunicorn master before the app is loaded.
import multiprocessing
import os

bind = "0.0.0.0:8080"
workers = min(4, multiprocessing.cpu_count() * 2 + 1)
accesslog = "-"
timeout = 60

# Local development convenience: fall back to the docker-compose database when nothing is configured.
os.environ.setdefault("DATABASE_URL", "postgresql://conduit:conduit@localhost:5432/conduit_dev")
os.environ.setdefault("SECRET_KEY", "dev-secret")
