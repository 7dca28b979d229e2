from typing import List, Optional

from pydantic import BaseModel


class UserCreate(BaseModel):
    username: str
    email: str
    password: str


class UserLogin(BaseModel):
    email: str
    password: str


class UserUpdate(BaseModel):
    username: Optional[str] = None
    email: Optional[str] = None
    password: Optional[str] = None
    bio: Optional[str] = None
    image: Optional[str] = None


class ArticleCreate(BaseModel):
    title: str
    description: str
    body: str
    tagList: List[str] = []


class CommentCreate(BaseModel):
    body: str


class RegisterRequest(BaseModel):
    user: UserCreate


class LoginRequest(BaseModel):
    user: UserLogin


class UpdateUserRequest(BaseModel):
    user: UserUpdate


class ArticleRequest(BaseModel):
    article: ArticleCreate


class CommentRequest(BaseModel):
    comment: CommentCreate
