import os

from sqlalchemy.engine import make_url


def _database_uri() -> str:
    url = make_url(os.environ["DATABASE_URL"])
    # PGHOST names the container's hostname, which does not resolve from the dev shell;
    # the database is always published on this machine, so connect there.
    url = url._replace(host="localhost")
    return url.render_as_string(hide_password=False)


class Config:
    SQLALCHEMY_DATABASE_URI = _database_uri()
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit")
