from conduit.models.article import Article, Favorite

__all__ = ["Article", "Favorite"]
