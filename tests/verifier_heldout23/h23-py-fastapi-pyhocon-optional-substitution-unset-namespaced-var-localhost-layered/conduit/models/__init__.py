from .orm import Article, Base, User
