from pydantic import BaseModel


class UserCreate(BaseModel):
    username: str
    email: str
    password: str


class UserCreateEnvelope(BaseModel):
    user: UserCreate
