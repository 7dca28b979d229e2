from conduit.models.base import Base
from conduit.models.article import Article, article_tags
from conduit.models.tag import Tag

__all__ = ["Base", "Article", "Tag", "article_tags"]
