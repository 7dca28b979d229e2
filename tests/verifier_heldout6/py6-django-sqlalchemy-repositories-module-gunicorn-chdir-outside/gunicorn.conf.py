# Gunicorn settings (https://docs.gunicorn.org/en/stable/settings.html)
import multiprocessing
import os

PROJECT_DIR = os.path.dirname(os.path.abspath(__file__))

wsgi_app = "project.wsgi:application"
bind = "0.0.0.0:8080"
workers = min(4, multiprocessing.cpu_count() * 2 + 1)
pythonpath = PROJECT_DIR
# Runtime state (SQLite database, uploads) lives in the service's working directory.
chdir = "/srv/conduit"
accesslog = "-"
timeout = 60
