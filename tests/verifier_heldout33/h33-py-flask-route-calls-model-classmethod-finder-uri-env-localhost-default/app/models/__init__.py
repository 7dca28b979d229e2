from app.models.article import Article

__all__ = ["Article"]
