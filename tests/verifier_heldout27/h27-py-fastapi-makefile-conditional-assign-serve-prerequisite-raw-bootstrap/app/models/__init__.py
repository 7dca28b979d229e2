from .tag import Tag
from .article import Article, article_tags

__all__ = ["Article", "Tag", "article_tags"]
