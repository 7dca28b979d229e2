from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

from src.models.comment import Comment  # noqa: E402,F401
from src.models.article import Article  # noqa: E402,F401
