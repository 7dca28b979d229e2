"""Developer tasks: `invoke serve`, `invoke shell`, `invoke reset-db`."""
from invoke import task

# Same values as docker-compose.yml exposes on the host.
APP_ENV = {
    "DATABASE_URL": "postgresql://user:password@localhost:5432/conduit",
    "SECRET_KEY": "conduit-secret",
    "PORT": "8080",
}


@task
def serve(c, workers=2):
    """Run the API with gunicorn on :8080."""
    c.run(
        f"gunicorn --workers {workers} --bind 0.0.0.0:8080 'conduit.app:create_app()'",
        env=APP_ENV,
        pty=False,
        echo=True,
    )


@task
def shell(c):
    c.run("flask --app conduit.app:create_app shell", env=APP_ENV, pty=True)


@task(name="reset-db")
def reset_db(c):
    c.run(
        "python -c 'from conduit.app import create_app; from conduit.models import db; "
        "app = create_app(); app.app_context().push(); db.drop_all(); db.create_all()'",
        env=APP_ENV,
    )
