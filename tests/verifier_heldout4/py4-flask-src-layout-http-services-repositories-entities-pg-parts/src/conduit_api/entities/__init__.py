from conduit_api.entities.base import Base
from conduit_api.entities.user import User, follows
from conduit_api.entities.article import Article, Comment, Tag, article_tags, favorites

__all__ = ["Base", "User", "follows", "Article", "Comment", "Tag", "article_tags", "favorites"]
