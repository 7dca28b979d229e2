from .article import Article, Tag
from .user import User

__all__ = ["Article", "Tag", "User"]
