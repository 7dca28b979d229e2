from .article import Article
