from .article import Article, Favorite
