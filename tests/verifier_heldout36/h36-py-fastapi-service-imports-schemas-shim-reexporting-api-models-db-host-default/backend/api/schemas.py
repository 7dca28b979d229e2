from pydantic import BaseModel


class ArticleOut(BaseModel):
    slug: str
    title: str
    description: str
    body: str


class ArticleEnvelope(BaseModel):
    article: ArticleOut
