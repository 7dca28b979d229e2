from .tables import Article, Base, Follow, User
