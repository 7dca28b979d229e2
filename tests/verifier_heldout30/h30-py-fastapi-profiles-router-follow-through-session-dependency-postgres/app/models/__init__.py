from app.models.base import Base
from app.models.user import Follow, User
from app.models.article import Article, Tag

__all__ = ["Article", "Base", "Follow", "Tag", "User"]
