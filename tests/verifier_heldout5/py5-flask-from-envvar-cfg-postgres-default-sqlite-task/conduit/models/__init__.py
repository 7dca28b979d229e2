from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()

from conduit.models.user import User  # noqa: E402,F401
from conduit.models.comment import Comment  # noqa: E402,F401
