from conduit.entities.base import Base
from conduit.entities.user import User, follow_table
from conduit.entities.article import Article, Comment

__all__ = ["Base", "User", "follow_table", "Article", "Comment"]
