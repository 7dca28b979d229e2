from app.models.article import Article
from app.models.base import Base
from app.models.follow import Follow
from app.models.user import User

__all__ = ["Article", "Base", "Follow", "User"]
