from conduit.models.user import User
from conduit.models.article import Article, Tag, article_tags

__all__ = ["User", "Article", "Tag", "article_tags"]
