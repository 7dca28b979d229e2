from pydantic import BaseModel, EmailStr


class NewUser(BaseModel):
    username: str
    email: EmailStr
    password: str


class NewUserEnvelope(BaseModel):
    user: NewUser


class Login(BaseModel):
    email: EmailStr
    password: str


class LoginEnvelope(BaseModel):
    user: Login


class NewArticle(BaseModel):
    title: str
    description: str
    body: str
    tagList: list[str] = []


class NewArticleEnvelope(BaseModel):
    article: NewArticle
