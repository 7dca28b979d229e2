from backend.models.article import Article

__all__ = ["Article"]
