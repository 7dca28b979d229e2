from .entities import Base, Comment, Article, User
