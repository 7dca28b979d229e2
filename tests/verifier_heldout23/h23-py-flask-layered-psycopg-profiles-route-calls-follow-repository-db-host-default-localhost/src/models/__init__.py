from .entities import ArticleEntity, ProfileEntity, UserEntity
