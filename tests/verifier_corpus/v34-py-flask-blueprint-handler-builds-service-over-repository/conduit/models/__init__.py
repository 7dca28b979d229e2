from conduit.models.article import Article

__all__ = ["Article"]
