from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

from conduit.models.user import User  # noqa: E402,F401
from conduit.models.article import Article, Comment  # noqa: E402,F401
