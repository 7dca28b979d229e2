from .article import Article, Base
