from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

from app.models.user import User  # noqa: E402
from app.models.article import Article, Tag  # noqa: E402
