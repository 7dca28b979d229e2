from feed.models.entities import Article

__all__ = ["Article"]
