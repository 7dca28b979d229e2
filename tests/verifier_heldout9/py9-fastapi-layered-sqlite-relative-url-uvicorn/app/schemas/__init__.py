from pydantic import BaseModel, EmailStr


class NewUser(BaseModel):
    username: str
    email: EmailStr
    password: str


class NewUserRequest(BaseModel):
    user: NewUser


class LoginUser(BaseModel):
    email: EmailStr
    password: str


class LoginRequest(BaseModel):
    user: LoginUser
