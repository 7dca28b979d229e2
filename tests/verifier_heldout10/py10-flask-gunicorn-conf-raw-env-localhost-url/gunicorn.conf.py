# Gunicorn settings (read automatically from the working directory).
bind = "0.0.0.0:8000"
workers = 2
timeout = 60
accesslog = "-"

# Defaults for running the API on a developer machine.
raw_env = [
    "DATABASE_URL=postgresql://postgres:postgres@localhost:5432/conduit",
    "JWT_SECRET=local-dev-secret",
]
