from conduit.models.user import User
from conduit.models.article import Article, Tag, favorites

__all__ = ["User", "Article", "Tag", "favorites"]
