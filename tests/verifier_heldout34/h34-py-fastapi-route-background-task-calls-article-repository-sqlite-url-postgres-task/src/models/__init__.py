from src.models.article import Article, Favorite
