from pydantic import BaseModel


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class NewUserEnvelope(BaseModel):
    user: NewUser


class Login(BaseModel):
    email: str
    password: str


class LoginEnvelope(BaseModel):
    user: Login


class NewArticle(BaseModel):
    title: str = ""
    description: str = ""
    body: str = ""
    tagList: list[str] = []


class NewArticleEnvelope(BaseModel):
    article: NewArticle
