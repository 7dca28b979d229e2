from .article import Article, Comment

__all__ = ["Article", "Comment"]
