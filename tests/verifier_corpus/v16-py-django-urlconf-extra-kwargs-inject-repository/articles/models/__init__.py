from articles.models.article import Article

__all__ = ["Article"]
