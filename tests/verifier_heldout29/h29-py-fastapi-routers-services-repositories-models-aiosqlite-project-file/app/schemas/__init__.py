from pydantic import BaseModel


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class LoginUser(BaseModel):
    email: str
    password: str


class NewUserEnvelope(BaseModel):
    user: NewUser


class LoginEnvelope(BaseModel):
    user: LoginUser
