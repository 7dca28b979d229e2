from conduit.entities.article import Article, article_tags, favorites
from conduit.entities.tag import Tag
from conduit.entities.user import User, follows

__all__ = ["Article", "Tag", "User", "article_tags", "favorites", "follows"]
