from pydantic import BaseModel


class ArticleIn(BaseModel):
    title: str
    description: str
    body: str


class ArticleOut(BaseModel):
    slug: str
    title: str
    description: str
    body: str
