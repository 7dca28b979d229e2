from pydantic import BaseModel


class NewComment(BaseModel):
    body: str


class NewArticle(BaseModel):
    title: str
    description: str
    body: str
