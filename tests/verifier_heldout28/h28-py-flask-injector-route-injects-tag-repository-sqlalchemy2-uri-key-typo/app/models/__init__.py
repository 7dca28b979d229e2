from app.models.article import Article, Tag, article_tags, favorites
from app.models.user import User, follows
