from pydantic import BaseModel, EmailStr, field_validator

from app.database import SessionLocal
from app.repositories.user_repository import UserRepository


class NewUser(BaseModel):
    username: str
    email: EmailStr
    password: str

    @field_validator("email")
    @classmethod
    def email_not_taken(cls, value: str) -> str:
        with SessionLocal() as session:
            if UserRepository(session).get_by_email(value) is not None:
                raise ValueError("has already been taken")
        return value


class NewUserEnvelope(BaseModel):
    user: NewUser
