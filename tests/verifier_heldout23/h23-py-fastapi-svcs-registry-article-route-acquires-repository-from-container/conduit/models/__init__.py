from .tables import Article, Base, User
