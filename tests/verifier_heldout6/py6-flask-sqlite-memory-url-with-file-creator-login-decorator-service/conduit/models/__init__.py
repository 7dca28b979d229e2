from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

from conduit.models.user import User, Follow  # noqa: E402
from conduit.models.article import Article, Comment, Favorite  # noqa: E402

__all__ = ["db", "User", "Follow", "Article", "Comment", "Favorite"]
