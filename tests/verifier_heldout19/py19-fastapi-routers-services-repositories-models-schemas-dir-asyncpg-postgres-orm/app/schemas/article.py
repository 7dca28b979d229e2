from datetime import datetime
from pydantic import BaseModel


class ArticleIn(BaseModel):
    title: str
    description: str = ""
    body: str
    tagList: list[str] = []


class ArticleOut(BaseModel):
    slug: str
    title: str
    description: str
    body: str
    createdAt: datetime
    author: dict
