from pydantic import BaseModel


class NewArticle(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = []


class NewArticleIn(BaseModel):
    article: NewArticle
