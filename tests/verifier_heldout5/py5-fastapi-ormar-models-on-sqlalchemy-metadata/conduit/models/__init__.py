from typing import Optional

import ormar

from conduit.config import base_ormar_config


class User(ormar.Model):
    ormar_config = base_ormar_config.copy(tablename="users")

    id: int = ormar.Integer(primary_key=True)
    username: str = ormar.String(max_length=64, unique=True)
    email: str = ormar.String(max_length=255, unique=True)
    password_hash: str = ormar.String(max_length=255)
    bio: Optional[str] = ormar.Text(nullable=True)
    image: Optional[str] = ormar.String(max_length=255, nullable=True)


class Article(ormar.Model):
    ormar_config = base_ormar_config.copy(tablename="articles")

    id: int = ormar.Integer(primary_key=True)
    slug: str = ormar.String(max_length=255, unique=True)
    title: str = ormar.String(max_length=255)
    description: str = ormar.Text()
    body: str = ormar.Text()
    author: Optional[User] = ormar.ForeignKey(User)
