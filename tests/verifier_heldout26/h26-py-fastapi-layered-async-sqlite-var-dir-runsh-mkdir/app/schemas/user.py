from pydantic import BaseModel, EmailStr


class NewUser(BaseModel):
    username: str
    email: EmailStr
    password: str


class LoginUser(BaseModel):
    email: EmailStr
    password: str


class UpdateUser(BaseModel):
    username: str | None = None
    email: EmailStr | None = None
    password: str | None = None
    bio: str | None = None
    image: str | None = None


class UserOut(BaseModel):
    email: str
    token: str
    username: str
    bio: str | None
    image: str | None
