from pydantic import BaseModel


class ArticleCreate(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = []
