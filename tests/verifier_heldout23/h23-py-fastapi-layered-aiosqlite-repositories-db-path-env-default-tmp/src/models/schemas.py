from pydantic import BaseModel


class RegisterData(BaseModel):
    username: str
    email: str
    password: str


class LoginData(BaseModel):
    email: str
    password: str


class ArticleCreate(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = []
