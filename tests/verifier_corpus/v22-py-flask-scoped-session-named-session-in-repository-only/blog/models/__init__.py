from blog.models.article import Article

__all__ = ["Article"]
