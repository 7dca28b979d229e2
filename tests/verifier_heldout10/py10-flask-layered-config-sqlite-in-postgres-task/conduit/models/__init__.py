from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

from conduit.models.article import Article  # noqa: E402,F401
