from conduit.models.base import Base
from conduit.models.article import Article, Comment
from conduit.models.user import User

__all__ = ["Base", "Article", "Comment", "User"]
