# Gunicorn picks this file up from the working directory.
bind = "0.0.0.0:8080"
workers = 2
timeout = 60
accesslog = "-"

raw_env = [
    "DATABASE_URL=postgresql://user:password@localhost:5432/conduit",
    "FLASK_ENV=production",
]
