from app.models.entities import User, Article, Favorite
