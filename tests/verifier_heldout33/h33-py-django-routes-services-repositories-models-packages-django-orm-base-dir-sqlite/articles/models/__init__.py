from articles.models.article import Article, Tag

__all__ = ["Article", "Tag"]
