from app.models.base import Base
from app.models.entities import Article, Follow, User
