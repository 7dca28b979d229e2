from .article import Article, Tag
from .user import Follow, User

__all__ = ["Article", "Follow", "Tag", "User"]
