from .entities import Base, User, Follow, Tag, Article, article_tags
