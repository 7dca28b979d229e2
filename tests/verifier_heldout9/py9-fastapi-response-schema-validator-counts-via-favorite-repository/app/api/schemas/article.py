from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.repositories.favorite_repository import FavoriteRepository

_favorites = FavoriteRepository()


class ArticleOut(BaseModel):
    model_config = ConfigDict(from_attributes=True, populate_by_name=True)

    id: int = Field(exclude=True)
    slug: str
    title: str
    description: str
    body: str
    created_at: datetime = Field(serialization_alias="createdAt")
    tag_list: list[str] = Field(default_factory=list, serialization_alias="tagList")
    favorites_count: int = Field(default=0, serialization_alias="favoritesCount")
    favorited: bool = False

    @model_validator(mode="after")
    def _fill_favorites(self):
        # favoritesCount is derived data; fill it in when the ORM object is converted.
        self.favorites_count = _favorites.count_for(self.id)
        return self


class ArticleEnvelope(BaseModel):
    article: ArticleOut
