"""Schema bootstrap. The target database may not exist yet on a fresh server."""
from sqlalchemy_utils import create_database, database_exists

from conduit.extensions import db


def ensure_schema(app) -> None:
    url = app.config["SQLALCHEMY_DATABASE_URI"]
    if not database_exists(url):
        create_database(url)
    with app.app_context():
        db.create_all()
