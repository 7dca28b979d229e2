from conduit.repositories.articles import ArticleQueries, ArticleRepository

__all__ = ["ArticleQueries", "ArticleRepository"]
