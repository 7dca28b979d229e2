from conduit.models.article import Article, Tag, article_tags, favorites
from conduit.models.user import User, follows

__all__ = ["Article", "Tag", "User", "article_tags", "favorites", "follows"]
