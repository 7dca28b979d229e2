from conduit.entities.article import Article, Favorite

__all__ = ["Article", "Favorite"]
